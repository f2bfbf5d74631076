import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

export class ConfigError extends Error {}

/**
 * Reads a service's environment into its config class once, at boot. A bad value stops the
 * boot with a message naming the variable, so a misconfigured pod fails loudly, not later.
 */
export function loadConfig<T extends object>(
  ConfigClass: new () => T,
  env: NodeJS.ProcessEnv = process.env,
): T {
  // A blank or whitespace-only value counts as unset, so the default applies.
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const config = plainToInstance(ConfigClass, blankless, {
    enableImplicitConversion: true,
    excludeExtraneousValues: false,
  });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) =>
      Object.values(error.constraints ?? {}).map((text) =>
        text.startsWith(error.property) ? `  ${text}` : `  ${error.property}: ${text}`,
      ),
    );
    throw new ConfigError(`Invalid configuration, fix these variables:\n${lines.join('\n')}`);
  }
  return config;
}

/** Environment flags: "true"/"1"/"yes" and "false"/"0"/"no", anything else refused. */
export function parseFlag(value: unknown): unknown {
  if (typeof value === 'boolean' || value === undefined) return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return value;
}

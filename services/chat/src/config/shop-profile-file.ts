import { DEMO_SHOP_PROFILE, ShopProfile, parseShopProfile } from '@caddie/answer-engine';
import { ValidateBy } from 'class-validator';
import { readFileSync } from 'node:fs';

/**
 * The shop profile in a JSON file (SHOP_PROFILE), or the demo shop's when there is none.
 * Throws an Error saying what is wrong: the file unreadable, not JSON, or its fields.
 */
export function readShopProfile(path: string | undefined): ShopProfile {
  if (path === undefined) return DEMO_SHOP_PROFILE;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON (${(error as Error).message})`);
  }
  try {
    return parseShopProfile(data);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
}

function problemWith(path: unknown): string | undefined {
  try {
    readShopProfile(path as string);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** SHOP_PROFILE names a profile file that can be read and holds a valid profile. */
export function IsShopProfileFile(): PropertyDecorator {
  return ValidateBy({
    name: 'isShopProfileFile',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && problemWith(value) === undefined,
      defaultMessage: (args) =>
        `SHOP_PROFILE must name a shop profile file (JSON, as libs/answer-engine/src/shop-profile/demo-golf-shop.json): ${problemWith(args?.value)}`,
    },
  });
}

import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ConfigError, loadConfig, parseFlag } from './load-config';
import { toNumber } from './transport.config';

class TestConfig {
  @toNumber
  @IsInt({ message: 'WORKERS must be a whole number' })
  @Min(1)
  @Max(64)
  WORKERS = 4;

  @IsString()
  GREETING = 'hello';

  @IsOptional()
  @IsString()
  NICKNAME?: string;

  @Transform(({ value }) => parseFlag(value))
  @IsBoolean({ message: 'FEATURE_ON must be true or false' })
  FEATURE_ON = false;
}

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults when nothing is set', () => {
    const config = loadConfig(TestConfig, {});
    expect(config).toBeInstanceOf(TestConfig);
    expect(config).toMatchObject({ WORKERS: 4, GREETING: 'hello', FEATURE_ON: false });
    expect(config.NICKNAME).toBeUndefined();
  });

  it('converts numbers and flags from their text', () => {
    const config = loadConfig(TestConfig, { WORKERS: '16', FEATURE_ON: 'yes', NICKNAME: 'caddie' });
    expect(config).toMatchObject({ WORKERS: 16, FEATURE_ON: true, NICKNAME: 'caddie' });
  });

  it('counts blank values as unset, so the defaults apply', () => {
    const config = loadConfig(TestConfig, { WORKERS: '', GREETING: '', FEATURE_ON: '' });
    expect(config).toMatchObject({ WORKERS: 4, GREETING: 'hello', FEATURE_ON: false });
  });

  it('counts whitespace-only values as unset', () => {
    expect(loadConfig(TestConfig, { WORKERS: '   ' }).WORKERS).toBe(new TestConfig().WORKERS);
  });

  it('refuses a value that is not a number, naming the variable', () => {
    const error = configError(() => loadConfig(TestConfig, { WORKERS: 'lots' }));
    expect(error.message).toContain('Invalid configuration, fix these variables:');
    expect(error.message).toContain('  WORKERS must be a whole number');
  });

  it('refuses a number out of range and a flag it cannot read, naming both', () => {
    const error = configError(() => loadConfig(TestConfig, { WORKERS: '65', FEATURE_ON: 'maybe' }));
    expect(error.message).toContain('  WORKERS must not be greater than 64');
    expect(error.message).toContain('  FEATURE_ON must be true or false');
  });
});

describe('parseFlag', () => {
  it.each(['true', '1', 'yes', 'on', ' TRUE ', 'Yes'])('reads %j as true', (word) => {
    expect(parseFlag(word)).toBe(true);
  });

  it.each(['false', '0', 'no', 'off', 'OFF'])('reads %j as false', (word) => {
    expect(parseFlag(word)).toBe(false);
  });

  it('passes booleans and undefined through', () => {
    expect(parseFlag(true)).toBe(true);
    expect(parseFlag(false)).toBe(false);
    expect(parseFlag(undefined)).toBeUndefined();
  });

  it('returns a word it does not know unchanged, for validation to refuse', () => {
    expect(parseFlag('maybe')).toBe('maybe');
  });
});

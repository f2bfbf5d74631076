/** A profile's problems, each naming its field ("thresholds.confident must be ..."). */
export class ShopProfileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ShopProfileError';
  }
}

export type Fields = Record<string, unknown>;

/** What a number may be. */
export interface NumberRule {
  min?: number;
  max?: number;
  /** Above min, not at it (a divisor). */
  aboveMin?: boolean;
  integer?: boolean;
}

const describe = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Reads a profile's parts, noting each problem rather than stopping at the first. */
export class ProfileChecks {
  readonly problems: string[] = [];

  object(value: unknown, path: string): Fields {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Fields;
    this.problems.push(`${path} must be an object (is ${describe(value)})`);
    return {};
  }

  /** Notes the fields of `value` that are not among `known`. */
  onlyKnown(value: Fields, path: string, known: readonly string[]): void {
    for (const name of Object.keys(value))
      if (!known.includes(name))
        this.problems.push(`${path}${name} is not a field here (the fields: ${known.join(', ')})`);
  }

  text(value: unknown, path: string, maxLength: number): string {
    if (typeof value === 'string' && value.trim() && value.length <= maxLength) return value;
    this.problems.push(`${path} must be text of 1 to ${maxLength} characters`);
    return '';
  }

  texts(value: unknown, path: string, maxLength: number, maxCount: number): string[] {
    if (!Array.isArray(value) || value.length > maxCount) {
      this.problems.push(`${path} must be a list of at most ${maxCount} texts`);
      return [];
    }
    return value.map((item, i) => this.text(item, `${path}[${i}]`, maxLength));
  }

  oneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
    if (allowed.includes(value as T)) return value as T;
    this.problems.push(`${path} must be one of: ${allowed.join(', ')} (is ${describe(value)})`);
    return allowed[0];
  }

  number(value: unknown, path: string, rule: NumberRule = {}): number {
    const { min = -Infinity, max = Infinity, aboveMin = false, integer = false } = rule;
    const fits =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (aboveMin ? value > min : value >= min) &&
      value <= max &&
      (!integer || Number.isInteger(value));
    if (fits) return value;
    const kind = integer ? 'a whole number' : 'a number';
    const range = [
      min > -Infinity ? `${aboveMin ? 'above' : 'from'} ${min}` : '',
      max < Infinity ? `${min > -Infinity ? 'to' : 'at most'} ${max}` : '',
    ].filter(Boolean);
    this.problems.push(`${path} must be ${[kind, ...range].join(' ')} (is ${describe(value)})`);
    return Number.NaN;
  }

  /** Throws a ShopProfileError when anything was noted. */
  done(): void {
    if (this.problems.length > 0) throw new ShopProfileError(this.problems);
  }
}

import { IsString, Matches, MaxLength, ValidateIf, ValidationOptions } from 'class-validator';

type PropertyDecoratorFn = (target: object, propertyKey: string) => void;

/**
 * A property's rules, checked in the order written, the first broken one reported.
 * Stacked decorators apply from the bottom up, so class-validator would check the last one
 * written first: a number sent as the password would be told "at most 256 characters"
 * instead of "must be text".
 */
export function InOrder(...decorators: PropertyDecoratorFn[]): PropertyDecoratorFn {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/**
 * A string with at least one visible character and at most `max` characters; kept as sent.
 * With `{ each: true }`, every item of a list.
 */
export function IsRequiredText(
  max: number,
  hint: string,
  options: Pick<ValidationOptions, 'each'> = {},
): PropertyDecoratorFn {
  const what = options.each ? 'Each of $property' : '$property';
  return InOrder(
    IsString({ ...options, message: `${what} must be text. ${hint}` }),
    Matches(/\S/, { ...options, message: `${what} must not be blank. ${hint}` }),
    HasNoNul(options),
    MaxLength(max, {
      ...options,
      message: `${what} must be at most ${max} characters. Shorten it and try again.`,
    }),
  );
}

export function IsOptionalText(max: number, hint: string): PropertyDecoratorFn {
  return InOrder(OptionalNotNull(), IsRequiredText(max, hint));
}

/** Postgres text cannot hold NUL: refused here rather than failing half-way through a write. */
export function HasNoNul(options: Pick<ValidationOptions, 'each'> = {}): PropertyDecoratorFn {
  return Matches(/^[^\u0000]*$/, {
    ...options,
    message: '$property must not contain the NUL character (\\u0000). Remove it and try again.',
  });
}

/**
 * A field that may be left out, but not sent as null: IsOptional() would let null through to
 * a NOT NULL column.
 */
export function OptionalNotNull(): PropertyDecoratorFn {
  return ValidateIf((_object, value) => value !== undefined);
}

import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

type PropertyDecoratorFn = (target: object, propertyKey: string) => void;

function compose(...decorators: PropertyDecoratorFn[]): PropertyDecoratorFn {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A string with at least one visible character and at most `max` characters; kept as sent. */
export function IsRequiredText(max: number, hint: string): PropertyDecoratorFn {
  return compose(
    IsString({ message: `$property must be text. ${hint}` }),
    Matches(/\S/, { message: `$property must not be blank. ${hint}` }),
    // Postgres text cannot hold NUL; refuse it here rather than fail half-way through a write.
    Matches(/^[^\u0000]*$/, {
      message: '$property must not contain the NUL character (\\u0000). Remove it and try again.',
    }),
    MaxLength(max, {
      message: `$property must be at most ${max} characters. Shorten it and try again.`,
    }),
  );
}

export function IsOptionalText(max: number, hint: string): PropertyDecoratorFn {
  return compose(IsOptional(), IsRequiredText(max, hint));
}

// @ts-check
// What a config property's class-validator decorators accept, in words, and the values of the
// expressions they and the defaults are written with (literals, or constants the type checker
// knows the value of). Read by config-classes.js.
'use strict';
const ts = require('typescript');

/**
 * A value known without running anything (a list's items are values too); undefined where it
 * is not.
 * @typedef {string | number | boolean | ts.PseudoBigInt | undefined | unknown[]} Value
 */

const code = (/** @type {unknown} */ value) => `\`${value}\``;

/**
 * @param {ts.Type} type
 * @returns {Value}
 */
function literalOf(type) {
  if (type.isLiteral()) return type.value;
  // The compiler's API leaves out the intrinsic types' names: "true" or "false" here.
  if (type.flags & ts.TypeFlags.BooleanLiteral)
    return /** @type {ts.Type & { intrinsicName: string }} */ (type).intrinsicName === 'true';
  return undefined;
}

/**
 * The values of a list, written out or a constant array or tuple of literal types.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @returns {Value[] | undefined}
 */
function listOf(checker, type) {
  // A tuple or array type is a reference to a generic type, its elements' types the arguments.
  const reference = /** @type {ts.TypeReference} */ (type);
  const elements = checker.isTupleType(type)
    ? checker.getTypeArguments(reference)
    : checker.isArrayType(type)
      ? checker
          .getTypeArguments(reference)
          .flatMap((element) => (element.isUnion() ? element.types : [element]))
      : [];
  const values = elements.map(literalOf);
  return values.length > 0 && values.every((value) => value !== undefined) ? values : undefined;
}

/**
 * An expression's value when it is known without running anything, else undefined.
 * @param {ts.TypeChecker} checker
 * @param {ts.Expression} expression
 * @returns {Value}
 */
function valueOf(checker, expression) {
  if (ts.isNumericLiteral(expression)) return Number(expression.getText().replace(/_/g, ''));
  if (ts.isStringLiteralLike(expression)) return expression.text;
  if (ts.isArrayLiteralExpression(expression))
    return expression.elements.map((element) => valueOf(checker, element));
  const type = checker.getTypeAtLocation(expression);
  return literalOf(type) ?? listOf(checker, type);
}

/**
 * @typedef {{ name: string; args: ts.NodeArray<ts.Expression> }} Decorator
 */

/**
 * The decorators of a property, by name, with their arguments.
 * @param {ts.PropertyDeclaration} member
 * @returns {Decorator[]}
 */
function decoratorsOf(member) {
  return (ts.getDecorators(member) ?? [])
    .map((decorator) => decorator.expression)
    .filter(ts.isCallExpression)
    .map((call) => ({ name: call.expression.getText(), args: call.arguments }));
}

/**
 * A decorator's own message, without the variable's name it starts with.
 * @param {ts.TypeChecker} checker
 * @param {Decorator} decorator
 * @param {string} name
 */
function messageOf(checker, decorator, name) {
  const options = decorator.args.find(ts.isObjectLiteralExpression);
  const message = options?.properties
    .filter(ts.isPropertyAssignment)
    .find((property) => property.name.getText() === 'message');
  const text = message && valueOf(checker, message.initializer);
  return typeof text === 'string'
    ? text.replace(new RegExp(`^(\\$property|${name}) `), '')
    : undefined;
}

/**
 * What validation accepts for a property, in words ('' when its decorators say nothing).
 * @param {ts.TypeChecker} checker
 * @param {ts.PropertyDeclaration} member
 */
function acceptedBy(checker, member) {
  const name = member.name.getText();
  const decorators = new Map(decoratorsOf(member).map((decorator) => [decorator.name, decorator]));
  // Read only for a decorator the property has.
  const arg = (/** @type {string} */ decorator, index = 0) =>
    valueOf(checker, /** @type {Decorator} */ (decorators.get(decorator)).args[index]);
  const words = [];
  const range = ['Min', 'Max'].map((bound) => (decorators.has(bound) ? arg(bound) : undefined));
  if (decorators.has('IsInt'))
    words.push(
      range.every((bound) => bound !== undefined)
        ? `whole number, ${range[0]} to ${range[1]}`
        : 'whole number',
    );
  if (decorators.has('IsBoolean')) words.push(`${code(true)} or ${code(false)}`);
  if (decorators.has('IsIn')) {
    const values = arg('IsIn');
    if (Array.isArray(values)) words.push(`one of ${values.map(code).join(', ')}`);
  }
  if (decorators.has('IsUrl')) words.push('an http(s) URL');
  if (decorators.has('Length')) words.push(`${arg('Length')} to ${arg('Length', 1)} characters`);
  if (decorators.has('MinLength')) words.push(`at least ${arg('MinLength')} characters`);
  if (decorators.has('MaxLength')) words.push(`at most ${arg('MaxLength')} characters`);
  if (decorators.has('IsEmpty')) words.push('nothing: it must stay unset');
  if (decorators.has('Matches')) {
    const message = messageOf(checker, /** @type {Decorator} */ (decorators.get('Matches')), name);
    if (message) words.push(message);
  }
  return words.join('; ');
}

module.exports = { acceptedBy, valueOf };

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula.
 * The CSV export prefixes such cells with an apostrophe (OWASP's advice), and the CSV import
 * takes exactly that prefix off again. Text that itself starts with an apostrophe gets one
 * more, so a round trip always gives back the text.
 */
const NEEDS_PREFIX = /^[=+\-@\t\r']/;

export function neutraliseFormula(text: string): string {
  return NEEDS_PREFIX.test(text) ? `'${text}` : text;
}

export function unneutraliseFormula(text: string | undefined): string | undefined {
  return text !== undefined && text.startsWith("'") && NEEDS_PREFIX.test(text.slice(1))
    ? text.slice(1)
    : text;
}

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula.
 * The CSV export prefixes such cells with an apostrophe (OWASP's advice), and the CSV import
 * takes exactly that prefix off again, so a round trip gives back the text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unneutraliseFormula(text: string | undefined): string | undefined {
  return text !== undefined && text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export interface JestTotals {
  passed: number;
  failed: number;
  skipped: number;
}
/** jest's --json report, as far as the totals read it. */
export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}
export function jestTotals(report: JestReport | undefined, exitCode: number): JestTotals;
export function closingLine(totals: JestTotals): string;

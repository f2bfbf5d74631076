import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where each resilience suite leaves its figures; `npm test` prints them as one table. */
export const FIGURES_DIR = join(__dirname, '../../test-results/resilience');

/** One printed row: what was tried, and how it went. */
export interface FigureRow {
  check: string;
  [figure: string]: string | number | boolean;
}

/** Keeps a suite's rows for the table printed after the run (tools/test/resilience-table.js). */
export function recordFigures(suite: string, rows: FigureRow[]): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(join(FIGURES_DIR, `${suite}.json`), JSON.stringify({ suite, rows }, null, 2));
}

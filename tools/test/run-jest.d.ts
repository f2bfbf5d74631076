import { StdioOptions } from 'node:child_process';
import { JestReport } from './jest-totals';

export function runJest(
  run: { name: string; args: string[]; limitMs: number },
  options?: { stdio?: StdioOptions },
): { report: (JestReport & Record<string, unknown>) | undefined; exitCode: number };

import type { ServiceConfig } from './config-classes';

export const DOC: string;
export function generatedTables(services?: ServiceConfig[]): string;
export function writeTables(doc: string, tables: string): string;

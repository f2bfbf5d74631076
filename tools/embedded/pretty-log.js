// @ts-check
// Turns the services' JSON log lines into short readable ones for the terminal.
'use strict';
/** @type {Record<number, string | undefined>} */
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Nest's start-up chatter (one line per module and route); shown with LOG_LEVEL=debug.
const BOOT_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'NestMicroservice',
]);

/**
 * A short line for the terminal, or undefined for a line not worth showing.
 * @param {string} service
 * @param {string} line
 * @returns {string | undefined}
 */
function prettyLine(service, line, verbose = false) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `[${service}] ${line}`;
  }
  if (!verbose && entry.level <= 30 && BOOT_CONTEXTS.has(entry.context)) return undefined;
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[entry.level] ?? 'INFO';
  const request = entry.req
    ? ` ${entry.req.method} ${entry.req.url} -> ${entry.res?.statusCode}`
    : '';
  const error = entry.err ? ` (${entry.err.message ?? entry.err.type})` : '';
  return `${time} [${service}] ${level.padEnd(5)} ${entry.msg ?? ''}${request}${error}`;
}

module.exports = { prettyLine };

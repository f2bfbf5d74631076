// Turns the services' JSON log lines into short readable ones for the terminal.
'use strict';
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

function prettyLine(service, line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `[${service}] ${line}`;
  }
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[entry.level] ?? 'INFO';
  const request = entry.req
    ? ` ${entry.req.method} ${entry.req.url} -> ${entry.res?.statusCode}`
    : '';
  const error = entry.err ? ` (${entry.err.message ?? entry.err.type})` : '';
  return `${time} [${service}] ${level.padEnd(5)} ${entry.msg ?? ''}${request}${error}`;
}

module.exports = { prettyLine };

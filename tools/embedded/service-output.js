// @ts-check
// What `npm start` shows of a service's output. The lines a read brings are formatted and
// written together: at a few thousand requests a second, a write per line (console.log) cost
// the launcher more CPU than formatting them, on the cores the services need.
'use strict';
const { prettyLine } = require('./pretty-log');

/**
 * Shows each line `service` writes on `input`, short and readable, or as it came with `raw`
 * (LOG_FORMAT=json); `verbose` keeps Nest's start-up lines.
 * @param {string} service
 * @param {NodeJS.ReadableStream} input
 * @param {{ raw?: boolean, verbose?: boolean, output?: NodeJS.WritableStream }} [options]
 */
function showServiceOutput(service, input, { raw = false, verbose = false, output } = {}) {
  const out = output ?? process.stdout;
  let partial = '';
  /** @param {string[]} lines */
  const show = (lines) => {
    let shown = '';
    for (const line of lines) {
      const text = raw ? line : prettyLine(service, line, verbose);
      if (text !== undefined) shown += `${text}\n`;
    }
    if (shown) out.write(shown);
  };
  input.setEncoding('utf8');
  input.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    show(lines);
  });
  input.on('end', () => {
    if (partial) show([partial]);
    partial = '';
  });
}

module.exports = { showServiceOutput };

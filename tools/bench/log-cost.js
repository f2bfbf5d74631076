// @ts-check
// What the log lines cost: the FAQ list and the chat route at saturation with the default
// level (info: a line per request and per handled message) and with LOG_LEVEL=warn, each beside
// a bare Node server sending the list's bytes. Embedded mode runs as `npm start` does, through
// the launcher that formats every line for the terminal (its output goes to a file here);
// production mode runs each service as its image does, its JSON lines to a file, as a
// container runtime keeps them.
'use strict';
const { saturate, startReference } = require('./load');
const { chatBodies } = require('./chat-bodies');
const { seed, startSystem } = require('./system');

/** @typedef {import('./load').LoadFigures} LoadFigures */
/**
 * @typedef {{ mode: string, level: string, list: LoadFigures, chat: LoadFigures,
 *   bare: LoadFigures }} LogCostRow
 */

/**
 * @param {'production' | 'embedded'} mode
 * @param {string} level
 * @param {{ seconds: number, faqs: number, systemRoot?: string }} options
 * @returns {Promise<LogCostRow>}
 */
async function atLevel(mode, level, { seconds, faqs, systemRoot }) {
  const system = await startSystem(mode, {
    env: { LOG_LEVEL: level },
    launcher: mode === 'embedded',
    logsToFiles: true,
    systemRoot,
  });
  try {
    await seed(system, faqs);
    const listRoute = { path: '/api/faqs/active' };
    const sample = await fetch(system.baseUrl + listRoute.path);
    const bare = await startReference(Buffer.from(await sample.arrayBuffer()));
    try {
      // Warmed as long as measured: V8 is still optimising the first seconds of load.
      await saturate(system.baseUrl, listRoute, seconds);
      const list = await saturate(system.baseUrl, listRoute, seconds);
      const bareFigures = await saturate(bare.url, listRoute, seconds);
      const chatRoute = { method: 'POST', path: '/api/chat', bodies: chatBodies(500, faqs) };
      await saturate(system.baseUrl, chatRoute, seconds);
      const chat = await saturate(system.baseUrl, chatRoute, seconds);
      return { mode, level, list, chat, bare: bareFigures };
    } finally {
      await bare.stop();
    }
  } finally {
    await system.stop();
  }
}

/**
 * Both levels in both modes, the levels of one mode back to back.
 * @param {{ seconds: number, faqs: number, systemRoot?: string }} options
 */
async function logCost(options) {
  const rows = [];
  for (const mode of /** @type {const} */ (['production', 'embedded'])) {
    for (const level of ['info', 'warn']) rows.push(await atLevel(mode, level, options));
  }
  return rows;
}

module.exports = { logCost };

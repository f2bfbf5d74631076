// @ts-check
// Cold start: seconds from `npm start` (node tools/embedded/start.js, built checkout, empty data
// directory) to the first answered chat message.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const { performance } = require('node:perf_hooks');
const stack = require('../embedded/stack');

const ROOT = path.resolve(__dirname, '../..');

/** @param {string} [root] the checkout to start (default: this one) */
async function coldStart(root = ROOT) {
  const ports = stack.defaultPorts();
  const busy = await stack.portsInUse(Object.values(ports));
  if (busy.length)
    throw new Error(`cold start needs the default ports; in use: ${busy.join(', ')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caddie-bench-cold-'));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'tools/embedded/start.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin-password-0123',
      LOG_LEVEL: 'warn',
      // This client asks every 50 ms until the chat answers: more than a visitor's budget.
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${ports.gateway}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'How can I track my order?', sessionId: 'bench-cold' }),
          signal: AbortSignal.timeout(2000),
        });
        if (response.ok && (await response.json()).response) {
          return { seconds: (performance.now() - started) / 1000 };
        }
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no chat answer within 60 s of npm start');
  } finally {
    const exited = once(child, 'exit');
    process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { coldStart };

// @ts-check
// Builds the workspace when any source is newer than its build, so `npm start` on a fresh
// clone (or after a pull) runs current code, and a built checkout starts at once.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('./stack');

const PROJECTS = [
  'web',
  'libs/answer-engine',
  'libs/contracts',
  'libs/service-kit',
  'services/auth',
  'services/faq',
  'services/chat',
  'services/gateway',
];

/**
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function staleProjects() {
  return PROJECTS.filter((project) => {
    const stamp = path.join(ROOT, project, 'dist', '.built');
    if (!fs.existsSync(stamp)) return true;
    return newestMtime(path.join(ROOT, project, 'src')) > fs.statSync(stamp).mtimeMs;
  });
}

function buildIfStale(log = console.log) {
  const stale = staleProjects();
  if (stale.length === 0) return;
  log(`Building ${stale.join(', ')}...`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/nx/dist/bin/nx.js'),
      'run-many',
      '-t',
      'build',
      '--output-style=static',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      // Always the production build: under jest (NODE_ENV=test) Vite would bundle React's
      // development build, 60 KB larger and with StrictMode's doubled requests.
      env: { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error('the build failed (output above)');
  }
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  for (const project of PROJECTS)
    fs.writeFileSync(path.join(ROOT, project, 'dist', '.built'), new Date().toISOString());
}

module.exports = { buildIfStale };

if (require.main === module) buildIfStale();

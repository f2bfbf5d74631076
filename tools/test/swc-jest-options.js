// @ts-check
// The .swcrc settings for jest (decorators with metadata, CommonJS), minus the keys
// @swc/jest does not take.
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../../.swcrc'), 'utf8'));
const node = { jsc: swcrc.jsc, module: swcrc.module, sourceMaps: 'inline' };
// The web build is TSX with React's automatic runtime; jest runs it as CommonJS.
const web = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
module.exports = { node, web };

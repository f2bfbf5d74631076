// The .swcrc settings for jest (decorators with metadata, CommonJS), minus the keys
// @swc/jest does not take.
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../../.swcrc'), 'utf8'));
module.exports = { jsc: swcrc.jsc, module: swcrc.module, sourceMaps: 'inline' };

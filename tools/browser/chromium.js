// @ts-check
// Debian's chromium, headless, with nothing reaching out to the network on its own: how the
// browser tests and the README's screenshots start it.
'use strict';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { CHROMIUM_ARGS, CHROMIUM_PATH };

#!/usr/bin/env node
// @ts-check
// `npm run web:nginx`: writes the security headers of web/nginx/default.conf from the one policy,
// libs/contracts/src/security/security-headers.ts, through helmet, as the gateway sends them.
// Each block between a "# BEGIN security headers (<kind>)" line and its "# END security headers"
// line is replaced by that kind's add_header lines; the rest of the file is left as written.
// tools/web/nginx-security-headers.spec.ts fails when the committed file differs from this.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
// helmet's types declare only its default export; at run time the module is the function too.
const helmet = require('helmet').default;
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '../..');
const POLICY = path.join(ROOT, 'libs/contracts/src/security/security-headers.ts');
const NGINX_CONF = path.join(ROOT, 'web/nginx/default.conf');
const BLOCK = /^( *)# BEGIN security headers \((\w+)\)\n[\s\S]*?^ *# END security headers\n/gm;
/** nginx's variable that embed-origins.sh sets from EMBED_ORIGINS at the container's start. */
const EMBED_ORIGINS = ['$embed_origins'];

/**
 * @typedef {import('@caddie/contracts').ResponseKind} ResponseKind
 * @typedef {typeof import('../../libs/contracts/src/security/security-headers')} PolicyModule
 * @typedef {Record<string, string>} HeaderValues
 */

/**
 * helmet's middleware as used here: of the request and response, it only sets and removes the
 * response's headers.
 * @typedef {(request: object, response: HeaderSink, next: () => void) => void} HeaderMiddleware
 * @typedef {{
 *   setHeader(name: string, value: unknown): unknown;
 *   removeHeader(name: string): unknown;
 * }} HeaderSink
 */

/** @type {PolicyModule | undefined} */
let policyModule;
/**
 * The policy module, compiled from its TypeScript (it imports nothing), without a build.
 * @returns {PolicyModule}
 */
function loadPolicy() {
  if (policyModule) return policyModule;
  const source = fs.readFileSync(POLICY, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  // Module's _compile, internal to Node and left out of its types, runs source as a module.
  const policy = /** @type {Module & { _compile(code: string, file: string): void }} */ (
    new Module(POLICY)
  );
  policy._compile(outputText, POLICY);
  policyModule = /** @type {PolicyModule} */ (policy.exports);
  return policyModule;
}

/**
 * The headers helmet sends for one kind of response under the policy, name to value: what the
 * gateway sends (its helmet has the same options).
 * @param {ResponseKind} kind
 * @param {readonly string[]} [embedOrigins]
 * @returns {HeaderValues}
 */
function securityHeaders(kind, embedOrigins = []) {
  /** @type {HeaderValues} */
  const headers = {};
  const response = {
    setHeader: (/** @type {string} */ name, /** @type {unknown} */ value) =>
      (headers[name] = String(value)),
    removeHeader: (/** @type {string} */ name) => delete headers[name],
  };
  const middleware = /** @type {HeaderMiddleware} */ (
    helmet(loadPolicy().securityPolicy(kind, embedOrigins))
  );
  middleware({}, response, () => undefined);
  return headers;
}

/**
 * @param {string} indent
 * @param {HeaderValues} headers
 */
function headerLines(indent, headers) {
  return Object.entries(headers).map(([name, value]) => {
    if (value.includes('"')) throw new Error(`${name}: a value with " cannot be quoted for nginx`);
    return `${indent}add_header ${name} "${value}" always;\n`;
  });
}

/**
 * `conf` with every security-header block written from `securityHeaders(kind, origins)`.
 * @param {string} conf
 * @param {(kind: ResponseKind, embedOrigins: readonly string[]) => HeaderValues} securityHeaders
 * @returns {string}
 */
function writeSecurityHeaders(conf, securityHeaders) {
  return conf.replace(BLOCK, (_block, indent, kind) =>
    [
      `${indent}# BEGIN security headers (${kind})\n`,
      ...headerLines(indent, securityHeaders(kind, EMBED_ORIGINS)),
      `${indent}# END security headers\n`,
    ].join(''),
  );
}

module.exports = { NGINX_CONF, loadPolicy, securityHeaders, writeSecurityHeaders };

if (require.main === module) {
  const conf = fs.readFileSync(NGINX_CONF, 'utf8');
  const written = writeSecurityHeaders(conf, securityHeaders);
  fs.writeFileSync(NGINX_CONF, written);
  console.log(`${path.relative(ROOT, NGINX_CONF)}: ${written === conf ? 'unchanged' : 'written'}`);
}

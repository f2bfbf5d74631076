#!/usr/bin/env node
// `npm run web:nginx`: writes the security headers of web/nginx/default.conf from the one policy,
// libs/contracts/src/security/security-headers.ts, through helmet, as the gateway sends them.
// Each block between a "# BEGIN security headers (<kind>)" line and its "# END security headers"
// line is replaced by that kind's add_header lines; the rest of the file is left as written.
// tools/web/nginx-security-headers.spec.ts fails when the committed file differs from this.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const helmet = require('helmet');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '../..');
const POLICY = path.join(ROOT, 'libs/contracts/src/security/security-headers.ts');
const NGINX_CONF = path.join(ROOT, 'web/nginx/default.conf');
const BLOCK = /^( *)# BEGIN security headers \((\w+)\)\n[\s\S]*?^ *# END security headers\n/gm;
/** nginx's variable that embed-origins.sh sets from EMBED_ORIGINS at the container's start. */
const EMBED_ORIGINS = ['$embed_origins'];

/** The policy module, compiled from its TypeScript (it imports nothing), without a build. */
let policyModule;
function loadPolicy() {
  if (policyModule) return policyModule;
  const source = fs.readFileSync(POLICY, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const policy = new Module(POLICY);
  policy._compile(outputText, POLICY);
  policyModule = policy.exports;
  return policyModule;
}

/**
 * The headers helmet sends for one kind of response under the policy, name to value: what the
 * gateway sends (its helmet has the same options).
 */
function securityHeaders(kind, embedOrigins = []) {
  const headers = {};
  const response = {
    setHeader: (name, value) => (headers[name] = String(value)),
    removeHeader: (name) => delete headers[name],
  };
  helmet(loadPolicy().securityPolicy(kind, embedOrigins))({}, response, () => undefined);
  return headers;
}

function headerLines(indent, headers) {
  return Object.entries(headers).map(([name, value]) => {
    if (value.includes('"')) throw new Error(`${name}: a value with " cannot be quoted for nginx`);
    return `${indent}add_header ${name} "${value}" always;\n`;
  });
}

/** `conf` with every security-header block written from `securityHeaders(kind, origins)`. */
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

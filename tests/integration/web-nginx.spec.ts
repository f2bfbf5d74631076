import 'reflect-metadata';
import type { ResponseKind } from '@caddie/contracts';
import { securityHeaders } from '../../tools/web/nginx-security-headers';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { IncomingMessage, Server, createServer, get } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as stack from '../../tools/embedded/stack';

jest.setTimeout(30_000);

const ROOT = join(__dirname, '../..');
const NGINX = '/usr/sbin/nginx';
const SHOPS = ['https://shop.example', 'https://www.shop.example'];

/**
 * The web container's nginx configuration, run by this machine's nginx (.ci/run installs it)
 * over the real web build: the same file, only its port, root and the compose /api proxy's
 * upstream adapted to a sandbox.
 */
describe('web/nginx/default.conf served by nginx', () => {
  const work = mkdtempSync(join(tmpdir(), 'caddie-nginx-'));
  let nginx: ChildProcess;
  let upstream: Server;
  let base: string;

  beforeAll(async () => {
    const port = await stack.freePort();
    upstream = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ proxied: request.url, forwardedFor: request.headers['x-forwarded-for'] }),
      );
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const upstreamPort = (upstream.address() as AddressInfo).port;

    mkdirSync(join(work, 'conf.d/locations'), { recursive: true });
    const site = readFileSync(join(ROOT, 'web/nginx/default.conf'), 'utf8')
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace('root /usr/share/nginx/html;', `root ${join(ROOT, 'web/dist')};`)
      .replace('/etc/nginx/conf.d/locations/', `${join(work, 'conf.d/locations')}/`)
      .replaceAll('/tmp/caddie-embed/', `${join(work, 'embed')}/`);
    // The shop's sites, as the web image's start script writes them from EMBED_ORIGINS.
    const embed = spawnSync('sh', [join(ROOT, 'web/nginx/embed-origins.sh')], {
      env: {
        PATH: process.env.PATH,
        EMBED_ORIGINS: SHOPS.join(', '),
        EMBED_CONF_DIR: join(work, 'embed'),
      },
      encoding: 'utf8',
    });
    if (embed.status !== 0) throw new Error(`embed-origins.sh failed: ${embed.stderr}`);
    writeFileSync(join(work, 'conf.d/default.conf'), site);
    writeFileSync(
      join(work, 'conf.d/locations/api-proxy.conf'),
      readFileSync(join(ROOT, 'deploy/compose/api-proxy.conf'), 'utf8').replace(
        'http://gateway:3000',
        `http://127.0.0.1:${upstreamPort}`,
      ),
    );
    writeFileSync(
      join(work, 'nginx.conf'),
      [
        'daemon off;',
        `pid ${work}/nginx.pid;`,
        `error_log ${work}/error.log warn;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log off;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${work}/${kind};`,
        ),
        `  include ${work}/conf.d/*.conf;`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(
      NGINX,
      ['-t', '-c', join(work, 'nginx.conf'), '-e', join(work, 'error.log')],
      {
        encoding: 'utf8',
      },
    );
    if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
    nginx = spawn(NGINX, ['-c', join(work, 'nginx.conf'), '-e', join(work, 'error.log')], {
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${port}`;
    await stack.waitForHttp(`${base}/healthz`, 10_000);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGQUIT');
      await exited;
    }
    upstream?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const asset = () =>
    readdirSync(join(ROOT, 'web/dist/assets')).find((file) => file.endsWith('.js'))!;

  it('serves index.html for every app route, never cached, with the security headers', async () => {
    for (const path of ['/', '/admin', '/some/deep/link']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it.each([
    ['/', 'page'],
    ['/admin', 'page'],
    ['/healthz', 'page'],
    ['/assets/missing-123.js', 'page'],
    ['/embed', 'embed'],
    ['/widget.js', 'widget'],
  ] as [string, ResponseKind][])(
    "sends %s the policy's security headers (%s), exactly as the gateway does",
    async (path, kind) => {
      const expected = securityHeaders(kind, SHOPS);
      const { headers } = await fetch(base + path);
      const sent = Object.fromEntries(
        Object.keys(expected).map((name) => [name, headers.get(name)]),
      );
      expect(sent).toEqual(expected);
    },
  );

  it('lets the sites of the shop frame /embed, the widget panel, and only that page', async () => {
    const response = await fetch(`${base}/embed?name=Birdie`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/shop\.example https:\/\/www\.shop\.example$/,
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the widget loader to other sites, never stale', async () => {
    const response = await fetch(`${base}/widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year, gzipped, and 404s a missing one', async () => {
    const response = await fetch(`${base}/assets/${asset()}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    // fetch decodes gzip itself; ask again without decoding to see the encoding.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const url = `${base}/assets/${asset()}`;
      get(url, { headers: { 'accept-encoding': 'gzip' } }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(
      readFileSync(join(ROOT, 'web/dist/assets', asset()), 'utf8'),
    );
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it('keeps the build manifest and other dotfiles private', async () => {
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(403);
  });

  it('forwards /api to the gateway with the client address (compose)', async () => {
    const response = await fetch(`${base}/api/faqs?limit=1`);
    expect(await response.json()).toEqual({
      proxied: '/api/faqs?limit=1',
      forwardedFor: '127.0.0.1',
    });
  });

  it("keeps the gateway's health endpoints off the published port (compose)", async () => {
    for (const path of ['/api/health/live', '/api/health/ready', '/api/health/services']) {
      const response = await fetch(base + path);
      expect([path, response.status]).toEqual([path, 404]);
    }
  });
});

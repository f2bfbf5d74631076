// The shop's sites that may frame the chat widget: one setting, EMBED_ORIGINS, which the
// gateway validates and the web container's nginx (which serves /embed) takes from the same
// place, accepted by the same rule: web/nginx/embed-origins.sh turns it into the snippet
// /embed includes when the container starts. No second, unchecked list.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { find, stagesOf, text } from '../support/dockerfile-stages';
import { byKind, named, renderOverlay } from './render-overlay';

const ROOT = join(__dirname, '../..');
const SCRIPT = join(ROOT, 'web/nginx/embed-origins.sh');

/** What the web container's start script does with a value: its exit, message and snippet. */
function runScript(value: string | undefined): { status: number; stderr: string; conf?: string } {
  const dir = mkdtempSync(join(tmpdir(), 'caddie-embed-'));
  try {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, EMBED_CONF_DIR: dir };
    if (value !== undefined) env.EMBED_ORIGINS = value;
    const run = spawnSync('sh', [SCRIPT], { env, encoding: 'utf8' });
    const file = join(dir, 'embed-origins.conf');
    return {
      status: run.status ?? -1,
      stderr: run.stderr,
      conf: existsSync(file) ? readFileSync(file, 'utf8') : undefined,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The gateway's rule for EMBED_ORIGINS, read from its config class (the @Matches on the
 * property): tests reach a service only through its package, so the rule is read, not imported.
 */
function gatewayRule(): RegExp {
  const source = readFileSync(join(ROOT, 'services/gateway/src/config/gateway.config.ts'), 'utf8');
  const property = source.indexOf('\n  EMBED_ORIGINS =');
  const decorator = source.lastIndexOf('@Matches(/', property);
  const [, body, flags] = /^@Matches\(\/(.+)\/([a-z]*),/m.exec(source.slice(decorator))!;
  return new RegExp(body, flags);
}
const gatewayAccepts = (value: string) => gatewayRule().test(value);

describe.each(['dev', 'prod'] as const)('the widget origins in the %s overlay', (overlay) => {
  const objects = renderOverlay(overlay);
  const web = named(objects, 'Deployment', 'web').spec.template.spec;
  const [config] = byKind(objects, 'ConfigMap').filter((map) =>
    map.metadata.name.startsWith('caddie-config-'),
  );

  it("gives web the gateway's EMBED_ORIGINS, from the same ConfigMap key", () => {
    expect(config.data).toHaveProperty('EMBED_ORIGINS');
    expect(web.containers[0].env).toContainEqual({
      name: 'EMBED_ORIGINS',
      valueFrom: { configMapKeyRef: { name: config.metadata.name, key: 'EMBED_ORIGINS' } },
    });
    const gateway = named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0];
    expect(gateway.envFrom).toContainEqual({ configMapRef: { name: config.metadata.name } });
    expect(gateway.env.map((e: { name: string }) => e.name)).not.toContain('EMBED_ORIGINS');
  });

  it('generates the ConfigMap with a hash in its name, so a change rolls web and the gateway', () => {
    expect(config.metadata.name).toMatch(/^caddie-config-[a-z0-9]{10}$/);
  });

  it('keeps no second list: no embed ConfigMap, nothing mounted over the nginx config', () => {
    expect(byKind(objects, 'ConfigMap').map((map) => map.metadata.name)).not.toContainEqual(
      expect.stringMatching(/embed/),
    );
    expect(web.volumes.map((v: { name: string }) => v.name)).toEqual(['tmp']);
    expect(gatewayAccepts(config.data!.EMBED_ORIGINS)).toBe(true);
  });
});

describe('the web image', () => {
  it('runs embed-origins.sh before nginx, and nginx includes what it writes', () => {
    const { stages } = stagesOf('web/Dockerfile');
    expect(find(stages.at(-1)!, 'COPY').map(text)).toContain(
      '--chmod=755 web/nginx/embed-origins.sh /docker-entrypoint.d/40-caddie-embed-origins.sh',
    );
    const script = readFileSync(SCRIPT, 'utf8');
    const dir = /dir="\$\{EMBED_CONF_DIR:-([^}]+)\}"/.exec(script)![1];
    expect(dir).toMatch(/^\/tmp\//); // the pod's one writable path (an emptyDir)
    const nginx = readFileSync(join(ROOT, 'web/nginx/default.conf'), 'utf8');
    const embed = /location = \/embed \{([^}]*)\}/.exec(nginx)![1];
    expect(embed).toContain(`include ${dir}/*.conf;`);
    expect(embed).toMatch(/frame-ancestors 'self' \$embed_origins"/);
  });
});

describe('web/nginx/embed-origins.sh', () => {
  it.each([
    '',
    'https://shop.example',
    'https://shop.example,https://www.shop.example',
    'https://shop.example, http://127.0.0.1:8080',
    'HTTPS://Shop.Example:8443',
    'shop.example',
    'https://shop.example/page',
    "'none'",
    'https://a.example;x',
    'https://a.example";add_header X y',
    'https://a.example,',
    ',https://a.example',
    ' https://a.example',
    'https://a.example,,https://b.example',
    'https://a.example\nhttps://b.example',
    'https://a.example:123456',
    '*',
  ])('accepts %j exactly when the gateway does', (value) => {
    const run = runScript(value);
    expect({ value, accepted: run.status === 0 }).toEqual({
      value,
      accepted: gatewayAccepts(value),
    });
    if (run.status !== 0) {
      // The gateway's own message, naming the variable; and no snippet left behind.
      expect(run.stderr).toContain('EMBED_ORIGINS takes origins separated by commas');
      expect(run.conf).toBeUndefined();
    }
  });

  it('writes the origins separated by spaces, as frame-ancestors takes them', () => {
    expect(runScript('https://shop.example, http://127.0.0.1:8080').conf).toBe(
      'set $embed_origins "https://shop.example http://127.0.0.1:8080";\n',
    );
    expect(runScript('').conf).toBe('set $embed_origins "";\n');
    expect(runScript(undefined).conf).toBe('set $embed_origins "";\n');
  });
});

describe('docker compose', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as { services: Record<string, { environment?: Record<string, string>; volumes?: string[] }> };

  it('passes the one EMBED_ORIGINS of .env to the gateway and to web', () => {
    for (const name of ['gateway', 'web'])
      expect(compose.services[name].environment?.EMBED_ORIGINS).toBe('${EMBED_ORIGINS:-}');
    expect(compose.services.web.volumes?.join('\n')).not.toMatch(/embed/);
  });

  it('leaves no nginx-only list of origins in deploy/', () => {
    const files = readdirSync(join(ROOT, 'deploy'), { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /embed-origins/.test(file))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_FLAGS } from '../../tools/embedded/stack';
import { find, stagesOf, text } from '../support/dockerfile-stages';

const ROOT = join(__dirname, '../..');
const SERVICES = ['auth', 'faq', 'chat', 'gateway'];
const DOCKERFILES = [
  ...SERVICES.map((service) => `services/${service}/Dockerfile`),
  'web/Dockerfile',
];
// A base image by digest: name, optional tag (kept for the reader), then the digest.
const BY_DIGEST = /^[a-z0-9./-]+(:[\w.-]+)?@sha256:[0-9a-f]{64}$/;
const NODE_LTS = /^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/;

describe.each(SERVICES)('services/%s/Dockerfile', (service) => {
  const { stages } = stagesOf(`services/${service}/Dockerfile`);
  const final = stages.at(-1)!;

  it('builds in stages on a current LTS Node image', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'deps', 'runtime']);
    for (const stage of stages) expect(stage.from).toMatch(NODE_LTS);
  });

  it('runs as a non-root user (numeric, so Kubernetes can verify it)', () => {
    const [user] = find(final, 'USER');
    expect(text(user)).toBe('1000:1000');
  });

  it('ships production dependencies only, and the compiled code', () => {
    const deps = stages.find((stage) => stage.name === 'deps')!;
    // The install itself is deploy/docker/install-runtime-deps.sh, which the image-boot test runs.
    expect(find(deps, 'COPY').map(text)).toContain('deploy/docker/install-runtime-deps.sh ./');
    expect(find(deps, 'RUN').map(text)).toEqual([`sh install-runtime-deps.sh services/${service}`]);
    const script = readFileSync(join(ROOT, 'deploy/docker/install-runtime-deps.sh'), 'utf8');
    expect(script).toMatch(/npm ci --omit=dev --workspace "\$1"/);
    expect(find(final, 'RUN')).toEqual([]);
    const copies = find(final, 'COPY').map(text);
    expect(copies).toContain('--from=deps /app/node_modules node_modules');
    expect(copies).toContain(
      `--from=deps /app/services/${service}/node_modules services/${service}/node_modules`,
    );
    for (const copy of copies) {
      expect(copy).toMatch(/^--from=(deps|build) /);
      if (copy.startsWith('--from=build'))
        expect(copy).toMatch(/(package\.json \S+|\/dist \S+\/dist)$/);
    }
    expect(text(find(final, 'ENV')[0])).toMatch(/NODE_ENV=production/);
  });

  it("has a HEALTHCHECK and starts node in exec form (SIGTERM reaches it), with the launcher's memory flags", () => {
    expect(find(final, 'HEALTHCHECK')).toHaveLength(1);
    const [cmd] = find(final, 'CMD');
    const flags = NODE_FLAGS[service].map((flag) => `"${flag}", `).join('');
    expect(cmd.getRawArgumentsContent() ?? '').toBe(
      `["node", ${flags}"services/${service}/dist/main.js"]`,
    );
  });
});

describe('web/Dockerfile', () => {
  const { stages } = stagesOf('web/Dockerfile');
  const final = stages.at(-1)!;

  it('builds with Node, then serves the static build from unprivileged nginx', () => {
    expect(stages.map((stage) => [stage.name, stage.from])).toEqual([
      ['build', expect.stringMatching(NODE_LTS)],
      ['runtime', expect.stringMatching(/^nginxinc\/nginx-unprivileged:1\.29-alpine@sha256:/)],
    ]);
    expect(text(find(final, 'USER')[0])).toBe('101');
    expect(find(final, 'COPY').map(text)).toEqual([
      'web/nginx/default.conf /etc/nginx/conf.d/default.conf',
      // EMBED_ORIGINS into nginx's snippet at start: tests/deploy/embed-origins.spec.ts.
      '--chmod=755 web/nginx/embed-origins.sh /docker-entrypoint.d/40-caddie-embed-origins.sh',
      '--from=build /app/web/dist /usr/share/nginx/html',
    ]);
    expect(find(final, 'HEALTHCHECK')).toHaveLength(1);
  });
});

describe('base images', () => {
  it.each(DOCKERFILES)('%s: every FROM names its image by digest, not by a tag alone', (path) => {
    const { stages } = stagesOf(path);
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages)
      expect([stage.name, stage.from]).toEqual([stage.name, expect.stringMatching(BY_DIGEST)]);
  });

  it('is one Node image, the same digest, in every Dockerfile', () => {
    const nodes = new Set(
      DOCKERFILES.flatMap((path) => stagesOf(path).stages.map((stage) => stage.from)).filter(
        (from) => from.startsWith('node:'),
      ),
    );
    expect(nodes.size).toBe(1);
  });
});

describe('.dockerignore', () => {
  it('keeps installs, builds, data, secrets and history out of the build context', () => {
    const lines = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of [
      '**/node_modules',
      '**/dist',
      '.git',
      '.env',
      'data',
      'deploy/k8s/overlays/*/secrets.env',
    ]) {
      expect(lines).toContain(pattern);
    }
  });
});

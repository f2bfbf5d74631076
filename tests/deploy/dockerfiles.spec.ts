import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_FLAGS } from '../../tools/embedded/stack';
import { chainOf, find, stageNamed, stagesOf, text } from '../support/dockerfile-stages';
import { SERVICE_DOCKERFILE } from '../support/image-layout';

const ROOT = join(__dirname, '../..');
const SERVICES = ['auth', 'faq', 'chat', 'gateway'];
const DOCKERFILES = [SERVICE_DOCKERFILE, 'web/Dockerfile'];
// A base image by digest: name, optional tag (kept for the reader), then the digest.
const BY_DIGEST = /^[a-z0-9./-]+(:[\w.-]+)?@sha256:[0-9a-f]{64}$/;
const NODE_LTS = /^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/;
/** The port each image's health check asks, by the variable its config class reads. */
const HEALTH_PORTS: Record<string, [string, string]> = {
  auth: ['HEALTH_PORT', '3101'],
  faq: ['HEALTH_PORT', '3102'],
  chat: ['HEALTH_PORT', '3103'],
  gateway: ['PORT', '3000'],
};

describe(`${SERVICE_DOCKERFILE}, the one Dockerfile of the four services`, () => {
  it('is the only one: no service has a Dockerfile of its own', () => {
    const services = readdirSync(join(ROOT, 'services'));
    expect(services.sort()).toEqual([...SERVICES].sort());
    for (const service of services)
      expect([service, existsSync(join(ROOT, 'services', service, 'Dockerfile'))]).toEqual([
        service,
        false,
      ]);
  });

  it('builds every library with the service, whichever libraries it imports', () => {
    const build = stageNamed(stagesOf(SERVICE_DOCKERFILE).stages, 'build');
    expect(find(build, 'COPY').map(text)).toEqual(
      expect.arrayContaining([
        '--parents libs/*/package.json services/${SERVICE}/package.json ./',
        'libs libs',
      ]),
    );
    expect(find(build, 'RUN').map(text).at(-1)).toBe(
      'npm run build --workspace libs --workspace services/${SERVICE}',
    );
  });

  it("starts node with the flags of deploy/docker/node-flags.js, the launcher's own list", () => {
    const script = join(ROOT, 'deploy/docker/node-flags.js');
    for (const service of SERVICES) {
      const printed = execFileSync(process.execPath, [script, service], { encoding: 'utf8' });
      expect(printed.trim().split(' ')).toEqual(NODE_FLAGS[service]);
    }
  });
});

describe.each(SERVICES)(`${SERVICE_DOCKERFILE} with SERVICE=%s`, (service) => {
  const { stages } = stagesOf(SERVICE_DOCKERFILE, { SERVICE: service });
  const image = chainOf(stages);

  it('builds in stages on a current LTS Node image, the last its own', () => {
    expect(image.map((stage) => stage.name)).toEqual(['runtime', `runtime-${service}`, undefined]);
    const deps = stageNamed(stages, 'deps');
    for (const stage of [stageNamed(stages, 'build'), deps, image[0]])
      expect(stage.from).toMatch(NODE_LTS);
  });

  it('runs as a non-root user (numeric, so Kubernetes can verify it)', () => {
    expect(find(image, 'USER').map(text)).toEqual(['1000:1000']);
  });

  it('ships production dependencies only, and the compiled code', () => {
    const deps = stageNamed(stages, 'deps');
    // The install itself is deploy/docker/install-runtime-deps.sh, which the image-boot test runs.
    expect(find(deps, 'COPY').map(text)).toContain(
      'deploy/docker/install-runtime-deps.sh deploy/docker/node-flags.js ./',
    );
    expect(find(deps, 'RUN').map(text)).toEqual([
      'sh install-runtime-deps.sh services/${SERVICE} && node node-flags.js "$SERVICE" > node-flags',
    ]);
    const script = readFileSync(join(ROOT, 'deploy/docker/install-runtime-deps.sh'), 'utf8');
    expect(script).toMatch(/npm ci --omit=dev --workspace "\$1"/);
    expect(find(image, 'RUN')).toEqual([]);
    const copies = find(image, 'COPY').map(text);
    expect(copies).toContain('--from=deps /app/node_modules node_modules');
    for (const copy of copies) {
      expect(copy).toMatch(/^--from=(deps|build) /);
      if (copy.startsWith('--from=build')) expect(copy).toMatch(/^(--\S+ )+(\S+\/dist )+\.\/$/);
    }
    expect(find(image, 'ENV').map(text).join(' ')).toMatch(/NODE_ENV=production/);
  });

  it('has a HEALTHCHECK on the port its stage sets, and exposes it', () => {
    expect(find(image, 'HEALTHCHECK')).toHaveLength(1);
    const [variable, port] = HEALTH_PORTS[service];
    expect(find(image[1], 'ENV').map(text)).toEqual([`${variable}=${port}`]);
    expect(text(find(image[1], 'EXPOSE')[0]).split(' ')).toContain(port);
    const check = find(image, 'HEALTHCHECK')[0].getRawArgumentsContent() ?? '';
    expect(check).toContain(`e.${variable}`);
  });

  it('starts node as PID 1 (exec replaces the shell, so SIGTERM reaches node)', () => {
    const [cmd] = find(image, 'CMD');
    expect(JSON.parse(cmd.getRawArgumentsContent() ?? '[]')).toEqual([
      '/bin/sh',
      '-c',
      'exec node $(cat node-flags) services/$SERVICE/dist/main.js',
    ]);
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
  it.each(DOCKERFILES)('%s: every FROM names its image by digest, or an earlier stage', (path) => {
    for (const service of SERVICES) {
      const { stages } = stagesOf(path, { SERVICE: service });
      const names = stages.map((stage) => stage.name);
      for (const stage of stages.filter((one) => !names.includes(one.from)))
        expect([stage.name, stage.from]).toEqual([stage.name, expect.stringMatching(BY_DIGEST)]);
    }
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

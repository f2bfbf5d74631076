import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { find, stageNamed, stagesOf, text } from './dockerfile-stages';

const ROOT = join(__dirname, '../..');
/** Every service Dockerfile works in /app (WORKDIR). */
const WORKDIR = '/app/';

export interface ImageLayout {
  /** The runtime stage's files: what the image holds under /app. */
  dir: string;
  /** The runtime stage's ENV. */
  env: Record<string, string>;
  /** The runtime stage's CMD, run from `dir`. */
  command: string[];
  remove(): void;
}

/** COPY's sources and destination (relative to the stage's /app), and its --from stage. */
function copiesOf(stage: ReturnType<typeof stageNamed>) {
  return find(stage, 'COPY').map((instruction) => {
    const words = text(instruction).split(' ');
    const from = words[0].startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
    const destination = words.pop()!;
    return { from, sources: words, destination: destination.replace(/^\.\/?$/, '') };
  });
}

function copyInto(source: string, stageDir: string, destination: string): void {
  const target =
    destination.endsWith('/') || destination === ''
      ? join(stageDir, destination, basename(source))
      : join(stageDir, destination);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(source, target, { recursive: true, verbatimSymlinks: true });
}

/**
 * A service's image laid out as its Dockerfile makes it, without a container engine: the deps
 * stage's files copied into an empty folder and its RUN commands run there (the production
 * install, deploy/docker/install-runtime-deps.sh), then the runtime stage's COPY lines taken
 * from that folder (--from=deps) and from this checkout's build (--from=build, which is what the
 * build stage compiles). Nothing of the workspace's own node_modules is used.
 */
export function layOutImage(service: string): ImageLayout {
  const { stages } = stagesOf(`services/${service}/Dockerfile`);
  const depsDir = mkdtempSync(join(tmpdir(), `caddie-image-${service}-deps-`));
  const dir = mkdtempSync(join(tmpdir(), `caddie-image-${service}-`));
  const deps = stageNamed(stages, 'deps');
  for (const { sources, destination } of copiesOf(deps))
    for (const source of sources) copyInto(join(ROOT, source), depsDir, destination);
  for (const run of find(deps, 'RUN'))
    execSync(text(run), { cwd: depsDir, shell: '/bin/sh', stdio: 'pipe' });
  const runtime = stageNamed(stages, 'runtime');
  const stageDirs: Record<string, string> = { deps: depsDir, build: ROOT };
  for (const { from, sources, destination } of copiesOf(runtime))
    for (const source of sources)
      copyInto(join(stageDirs[from ?? 'build'], source.replace(WORKDIR, '')), dir, destination);
  rmSync(depsDir, { recursive: true, force: true });
  const env = Object.fromEntries(
    find(runtime, 'ENV').flatMap((instruction) =>
      text(instruction)
        .split(' ')
        .map((pair) => pair.split('=') as [string, string]),
    ),
  );
  const [cmd] = find(runtime, 'CMD');
  const command = JSON.parse(cmd.getRawArgumentsContent() ?? '[]') as string[];
  return { dir, env, command, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

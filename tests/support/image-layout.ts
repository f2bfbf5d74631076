import { exec } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Stage, chainOf, expand, find, stagesOf, text } from './dockerfile-stages';
import { scratchDir } from './scratch-dir';

const run = promisify(exec);

const ROOT = join(__dirname, '../..');
/** The services' one Dockerfile; SERVICE picks the service. */
export const SERVICE_DOCKERFILE = 'deploy/docker/Dockerfile';
/** Every stage works in /app (WORKDIR). */
const WORKDIR = '/app/';

export interface ImageLayout {
  /** The image's files under /app. */
  dir: string;
  /** The image's ENV. */
  env: Record<string, string>;
  /** The image's CMD, run from `dir`. */
  command: string[];
  remove(): void;
}

/** The variables a stage's instructions see: its ARGs (valued from the build) and its ENVs. */
function variablesOf(chain: Stage[], buildArgs: Record<string, string>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const instruction of find(chain, 'ARG')) {
    const [name, value] = text(instruction).split('=');
    vars[name] = buildArgs[name] ?? value ?? '';
  }
  for (const instruction of find(chain, 'ENV'))
    for (const pair of text(instruction).split(' ')) {
      const [name, value] = pair.split('=');
      vars[name] = expand(value, vars);
    }
  return vars;
}

/** The paths a source names, `*` matching within one path segment, from `root`. */
function matches(root: string, pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter((part) => part && part !== '.')) {
    const glob = new RegExp(
      `^${segment.replace(/[.+?^$()[\]{}|\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
    );
    paths = paths.flatMap((path) => {
      if (!segment.includes('*')) return [join(path, segment)];
      const dir = join(root, path);
      if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
      return readdirSync(dir)
        .filter((name) => glob.test(name))
        .map((name) => join(path, name));
    });
  }
  return paths.filter((path) => existsSync(join(root, path)));
}

/** COPY as Docker does it: a folder's content, a file by its name, or with --parents its path. */
function copy(
  instruction: string,
  vars: Record<string, string>,
  dirs: Record<string, string>,
  to: string,
) {
  const words = expand(instruction, vars).split(' ');
  const flags = words.filter((word) => word.startsWith('--'));
  const [destination, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  const root = from ? dirs[from] : ROOT;
  for (const source of sources.reverse()) {
    const relative = from ? source.replace(WORKDIR, '') : source;
    const found = matches(root, relative);
    if (found.length === 0) throw new Error(`COPY ${source}: nothing there`);
    for (const path of found) {
      const kept = relative.includes('/./') ? path.slice(relative.indexOf('/./') + 1) : path;
      const target = flags.includes('--parents')
        ? join(to, destination, kept)
        : statSync(join(root, path)).isDirectory() || !destination.endsWith('/')
          ? join(to, destination)
          : join(to, destination, basename(path));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(root, path), target, { recursive: true, verbatimSymlinks: true });
    }
  }
}

/**
 * A service's image laid out as deploy/docker/Dockerfile makes it, without a container engine:
 * each stage but build laid out in an empty folder, its COPY lines taken from the checkout or
 * from the stages before and its RUN commands run there (the deps stage's production install,
 * deploy/docker/install-runtime-deps.sh, and node's flags); build's files are this checkout's
 * build, which is what that stage compiles. Nothing of the workspace's own node_modules is used.
 * Asynchronous, so that several images can be laid out at once.
 */
export async function layOutImage(service: string): Promise<ImageLayout> {
  const buildArgs = { SERVICE: service };
  const { stages } = stagesOf(SERVICE_DOCKERFILE, buildArgs);
  const image = chainOf(stages);
  const copiedFrom = new Set(
    find(image, 'COPY').map((copy) => /--from=(\S+)/.exec(text(copy))?.[1]),
  );
  const dirs: Record<string, string> = { build: ROOT };
  const dir = scratchDir(`caddie-image-${service}-`);
  const removeStages = () => {
    for (const [name, stageDir] of Object.entries(dirs))
      if (name !== 'build') rmSync(stageDir, { recursive: true, force: true });
  };
  const env = variablesOf(image, buildArgs);
  try {
    for (const stage of stages.filter((one) => one.name !== 'build' && copiedFrom.has(one.name))) {
      const stageDir = scratchDir(`caddie-image-${service}-${stage.name}-`);
      dirs[stage.name!] = stageDir;
      const vars = variablesOf([stage], buildArgs);
      for (const instruction of find(stage, 'COPY')) copy(text(instruction), vars, dirs, stageDir);
      for (const instruction of find(stage, 'RUN'))
        await run(text(instruction), {
          cwd: stageDir,
          // npm takes the packages from its cache, which the workspace's own install filled,
          // instead of asking the registry for each one's metadata again (the lockfile names
          // no tarball URLs): the same lockfile, versions and integrity checks, without ~300
          // requests an image.
          env: { ...process.env, ...vars, npm_config_prefer_offline: 'true' },
          shell: '/bin/sh',
          maxBuffer: 64 * 1024 * 1024,
        });
    }
    for (const instruction of find(image, 'COPY')) copy(text(instruction), env, dirs, dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    removeStages();
  }
  const cmd = find(image, 'CMD').at(-1)!;
  const command = JSON.parse(cmd.getRawArgumentsContent() ?? '[]') as string[];
  const envOnly = Object.fromEntries(
    find(image, 'ENV').flatMap((instruction) =>
      text(instruction)
        .split(' ')
        .map((pair) => pair.split('=')[0])
        .map((name) => [name, env[name]]),
    ),
  );
  return {
    dir,
    env: envOnly,
    command,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

import { DockerfileParser, Instruction } from 'dockerfile-ast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

export interface Stage {
  /** The FROM image, build arguments expanded: an image reference or an earlier stage's name. */
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** `${NAME}` and `$NAME` replaced by their values; unknown names are left as written. */
export function expand(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (whole, braced, bare) => vars[braced ?? bare] ?? whole,
  );
}

/**
 * A Dockerfile's stages (path from the repository root), each with its FROM image and
 * instructions, for the given build arguments (`--build-arg`) over the file's own defaults.
 */
export function stagesOf(
  path: string,
  buildArgs: Record<string, string> = {},
): { args: Map<string, string | undefined>; stages: Stage[] } {
  const dockerfile = DockerfileParser.parse(readFileSync(join(ROOT, path), 'utf8'));
  const args = new Map<string, string | undefined>();
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    const words = instruction.getArguments().map((argument) => argument.getValue());
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, value] = words[0].split('=');
      args.set(name, buildArgs[name] ?? value);
    } else if (keyword === 'FROM') {
      const image = expand(words[0], Object.fromEntries(args));
      stages.push({ from: image, name: words[2], instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** The stages an image is made of, from the first FROM an image to `stage` (FROM a stage name). */
export function chainOf(stages: Stage[], stage: Stage = stages.at(-1)!): Stage[] {
  const parent = stages.find((candidate) => candidate.name === stage.from);
  return parent ? [...chainOf(stages, parent), stage] : [stage];
}

/** An instruction's flags (COPY --from=...) and arguments, as written. */
export function text(instruction: Instruction): string {
  const flags =
    'getFlags' in instruction
      ? (instruction as Instruction & { getFlags(): { toString(): string }[] })
          .getFlags()
          .map((flag) => flag.toString())
      : [];
  return [...flags, ...instruction.getArguments().map((argument) => argument.getValue())].join(' ');
}

/** The instructions of one keyword in a stage, or in every stage of a chain, in order. */
export const find = (stage: Stage | Stage[], keyword: string): Instruction[] =>
  [stage]
    .flat()
    .flatMap((one) => one.instructions)
    .filter((instruction) => instruction.getKeyword() === keyword);

export const stageNamed = (stages: Stage[], name: string): Stage => {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage named ${name}`);
  return stage;
};

import { DockerfileParser, Instruction } from 'dockerfile-ast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

export interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** A Dockerfile's stages (path from the repository root), each with its FROM image and instructions. */
export function stagesOf(path: string): { args: Map<string, string>; stages: Stage[] } {
  const dockerfile = DockerfileParser.parse(readFileSync(join(ROOT, path), 'utf8'));
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    const words = instruction.getArguments().map((argument) => argument.getValue());
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, value] = words[0].split('=');
      args.set(name, value);
    } else if (keyword === 'FROM') {
      const image = words[0].replace(/^\$\{(\w+)\}$/, (_, name) => args.get(name) ?? name);
      stages.push({ from: image, name: words[2], instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
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

export const find = (stage: Stage, keyword: string): Instruction[] =>
  stage.instructions.filter((instruction) => instruction.getKeyword() === keyword);

export const stageNamed = (stages: Stage[], name: string): Stage => {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage named ${name}`);
  return stage;
};

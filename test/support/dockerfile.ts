import * as fs from 'node:fs';
import * as path from 'node:path';

/** One instruction of a Dockerfile: its keyword in capitals and the rest of the line, continuations joined. */
export interface DockerInstruction {
  keyword: string;
  args: string;
}

/** One `FROM` stage: the image it starts from and what it does. */
export interface DockerStage {
  from: string;
  instructions: DockerInstruction[];
}

/** The repository's Dockerfile, stage by stage (no Docker engine runs here, so the tests read it). */
export function readDockerfile(root: string): DockerStage[] {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push({ from: rest[0]!, instructions: [] });
    else if (stages.length === 0) throw new Error(`Dockerfile: ${line} comes before any FROM`);
    else stages.at(-1)!.instructions.push(instruction);
  }
  return stages;
}

/**
 * A `COPY --from=<stage> <source> <target>` of the runtime stage: what the image takes from the
 * build, as paths relative to the working folder (`target` where the copy lands).
 */
export interface StageCopy {
  source: string;
  target: string;
}

export function copiesFromBuild(stage: DockerStage, workdir: string): StageCopy[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => {
      const parts = i.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      if (!i.args.startsWith('--from=') || parts.length !== 2)
        throw new Error(`Dockerfile: COPY ${i.args} is not one path from the build stage`);
      const source = path.posix.relative(workdir, parts[0]!);
      const target = parts[1]!.endsWith('/')
        ? path.posix.join(parts[1]!, path.posix.basename(source))
        : path.posix.normalize(parts[1]!);
      return { source, target };
    });
}

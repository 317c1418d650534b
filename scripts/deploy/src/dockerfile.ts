/** One instruction of a Dockerfile: keyword (upper case), arguments as written, first line (1-based). */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** A build stage: its base image (global ARG defaults substituted), its `AS` name and instructions. */
export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/**
 * Reads a Dockerfile's instructions. Comment lines (parser directives such as `# syntax=`
 * included) and blank lines are skipped; a line ending in `\` continues on the next, and comment
 * lines inside such an instruction are dropped, as Docker does. Heredocs are not supported.
 */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let parts: string[] = [];
  let first = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('#') || (parts.length === 0 && line === '')) return;
    if (parts.length === 0) first = index + 1;
    const continues = line.endsWith('\\');
    parts.push(continues ? line.slice(0, -1).trim() : line);
    if (continues) return;
    const joined = parts.filter(Boolean).join(' ');
    const space = joined.search(/\s/);
    instructions.push({
      keyword: (space < 0 ? joined : joined.slice(0, space)).toUpperCase(),
      args: space < 0 ? '' : joined.slice(space + 1).trim(),
      line: first,
    });
    parts = [];
  });
  if (parts.length > 0) throw new Error(`line ${first}: the file ends inside an instruction`);
  return instructions;
}

/** Replaces `${NAME}` and `$NAME` with their values in `args` (unknown names are left as written). */
function substitute(value: string, args: Record<string, string>): string {
  return value.replace(/\$\{(\w+)\}|\$(\w+)/g, (match, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? '';
    return args[name] ?? match;
  });
}

/**
 * Splits instructions into build stages. ARGs before the first FROM are the global build
 * arguments: their defaults are substituted into each FROM's image. Throws when an instruction
 * comes before any FROM (other than ARG).
 */
export function buildStages(instructions: Instruction[]): Stage[] {
  const globals: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    const current = stages.at(-1);
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/);
      stages.push({
        image: substitute(image, globals),
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
      });
    } else if (current) current.instructions.push(instruction);
    else if (instruction.keyword === 'ARG') {
      const [key = '', ...value] = instruction.args.split('=');
      globals[key.trim()] = value.join('=').trim();
    } else throw new Error(`line ${instruction.line}: ${instruction.keyword} before any FROM`);
  }
  return stages;
}

/**
 * The command of an exec-form CMD, ENTRYPOINT or HEALTHCHECK CMD (`["node", "main.ts"]`) as its
 * words. Throws for the shell form: there /bin/sh would run as the container's first process and
 * not pass SIGTERM on to the server.
 */
export function execForm(args: string): string[] {
  let words: unknown;
  try {
    words = JSON.parse(args);
  } catch {
    throw new Error(`not the exec form (a JSON array of strings): ${args}`);
  }
  if (
    !Array.isArray(words) ||
    words.length === 0 ||
    !words.every((w): w is string => typeof w === 'string')
  )
    throw new Error(`not the exec form (a JSON array of strings): ${args}`);
  return words;
}

/** Splits `a=1 b="two words"` into words, honouring double and single quotes. */
function words(text: string): string[] {
  return [...text.matchAll(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g)].map((m) =>
    m[0].replace(/"([^"]*)"|'([^']*)'/g, (_all, d?: string, s?: string) => d ?? s ?? ''),
  );
}

/**
 * The environment a stage sets with ENV (`ENV KEY=value OTHER="a b"`; the old `ENV KEY value`
 * form too), later values over earlier ones.
 */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    if (!/^\S+=/.test(args)) {
      const [key = '', ...rest] = args.split(/\s+/);
      env[key] = rest.join(' ');
      continue;
    }
    for (const word of words(args)) {
      const at = word.indexOf('=');
      env[word.slice(0, at)] = word.slice(at + 1);
    }
  }
  return env;
}

/** A stage's last instruction with this keyword (`CMD`, `USER`…), or undefined without one. */
export function lastOf(stage: Stage, keyword: string): Instruction | undefined {
  return stage.instructions.filter((i) => i.keyword === keyword).at(-1);
}

/** A HEALTHCHECK: its options (`--interval=10s` as `{ interval: '10s' }`) and exec-form command. */
export interface Healthcheck {
  options: Record<string, string>;
  command: string[];
}

/** Reads a HEALTHCHECK's arguments; throws for `NONE` or a shell-form command. */
export function parseHealthcheck(args: string): Healthcheck {
  const options: Record<string, string> = {};
  let rest = args.trim();
  let option: RegExpExecArray | null;
  while ((option = /^--([\w-]+)=(\S+)\s+/.exec(rest))) {
    options[option[1] ?? ''] = option[2] ?? '';
    rest = rest.slice(option[0].length);
  }
  if (!/^CMD\s/i.test(rest)) throw new Error(`HEALTHCHECK without CMD: ${args}`);
  return { options, command: execForm(rest.slice(3).trim()) };
}

/** A RUN instruction's command without its leading flags (`--mount=…`, `--network=…`). */
export function runCommand(args: string): string {
  return args.replace(/^(?:--[\w-]+=\S+\s+)+/, '');
}

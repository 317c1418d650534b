import { describe, expect, it } from 'vitest';
import {
  buildStages,
  execForm,
  parseDockerfile,
  parseHealthcheck,
  runCommand,
  stageEnv,
} from './dockerfile.ts';

const SAMPLE = `# syntax=docker/dockerfile:1
ARG BASE=node:24-slim

FROM \${BASE} AS build
RUN --mount=type=cache,target=/s pnpm install \\
  # a comment inside the instruction
  --offline
FROM $BASE
ENV A=1 B="two words"
ENV C 3
HEALTHCHECK --interval=10s --retries=3 \\
  CMD ["node", "-e", "1"]
CMD ["node", "main.ts"]
`;

describe('parseDockerfile and buildStages: a Dockerfile read as Docker reads it', () => {
  it('skips comments and blank lines and joins continued lines, dropping comments inside them', () => {
    const instructions = parseDockerfile(SAMPLE);
    expect(instructions.map((i) => i.keyword)).toEqual([
      'ARG',
      'FROM',
      'RUN',
      'FROM',
      'ENV',
      'ENV',
      'HEALTHCHECK',
      'CMD',
    ]);
    expect(instructions[2]).toEqual({
      keyword: 'RUN',
      args: '--mount=type=cache,target=/s pnpm install --offline',
      line: 5,
    });
  });

  it('splits the stages and substitutes the global ARGs into FROM', () => {
    const stages = buildStages(parseDockerfile(SAMPLE));
    expect(stages.map((s) => [s.image, s.name])).toEqual([
      ['node:24-slim', 'build'],
      ['node:24-slim', undefined],
    ]);
    expect(stageEnv(stages[1]!)).toEqual({ A: '1', B: 'two words', C: '3' });
  });

  it('refuses an instruction before FROM and a file ending inside an instruction', () => {
    expect(() => buildStages(parseDockerfile('RUN true\nFROM x'))).toThrow('RUN before any FROM');
    expect(() => parseDockerfile('FROM x\nRUN a \\')).toThrow('ends inside an instruction');
  });
});

describe('commands: exec form only, so the server gets SIGTERM itself', () => {
  it('reads an exec-form command and refuses the shell form', () => {
    expect(execForm('["node", "server/main.ts"]')).toEqual(['node', 'server/main.ts']);
    expect(() => execForm('node server/main.ts')).toThrow('not the exec form');
    expect(() => execForm('[]')).toThrow('not the exec form');
  });

  it('reads a HEALTHCHECK’s options and command', () => {
    expect(parseHealthcheck('--interval=10s --retries=3 CMD ["node", "-e", "1"]')).toEqual({
      options: { interval: '10s', retries: '3' },
      command: ['node', '-e', '1'],
    });
    expect(() => parseHealthcheck('NONE')).toThrow('without CMD');
  });

  it('drops a RUN’s flags', () => {
    expect(runCommand('--mount=type=cache,id=x,target=/y --network=none pnpm fetch')).toBe(
      'pnpm fetch',
    );
  });
});

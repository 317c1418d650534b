import { readFileSync } from 'node:fs';
import {
  buildStages,
  execForm,
  lastOf,
  parseDockerfile,
  parseHealthcheck,
  runCommand,
  stageEnv,
} from './dockerfile.ts';
import type { Healthcheck, Stage } from './dockerfile.ts';

/** What a server's Dockerfile builds and runs, read from its text. */
export interface ImageSpec {
  /** Every stage, in order (the last is the image). */
  stages: Stage[];
  /** The `pnpm … deploy --prod <out>` command's words, the output folder last. */
  deploy: string[];
  /** The folder the final stage copies from the build stage (`COPY --from=build /out ./`). */
  copiedFrom: string | undefined;
  /** The final stage's environment (ENV). */
  env: Record<string, string>;
  /** The final stage's user (USER), undefined when it sets none (root). */
  user: string | undefined;
  /** The final stage's WORKDIR. */
  workdir: string | undefined;
  /** The ports the final stage EXPOSEs. */
  exposed: number[];
  /** The final stage's command: ENTRYPOINT then CMD, exec form. */
  command: string[];
  /** The final stage's HEALTHCHECK, undefined without one. */
  healthcheck: Healthcheck | undefined;
}

/**
 * Reads a Dockerfile into an ImageSpec. Throws when it has no `pnpm … deploy` RUN, no CMD or a
 * command or health check in the shell form.
 */
export function readImageSpec(file: string): ImageSpec {
  const stages = buildStages(parseDockerfile(readFileSync(file, 'utf8')));
  const final = stages.at(-1);
  if (!final) throw new Error(`${file}: no FROM`);
  const deploy = stages
    .flatMap((s) => s.instructions)
    .filter((i) => i.keyword === 'RUN')
    .map((i) => runCommand(i.args).split(/\s+/))
    .find((w) => w[0] === 'pnpm' && w.includes('deploy'));
  if (!deploy) throw new Error(`${file}: no RUN pnpm … deploy`);
  const copy = final.instructions.find((i) => i.keyword === 'COPY' && i.args.startsWith('--from='));
  const entrypoint = lastOf(final, 'ENTRYPOINT');
  const cmd = lastOf(final, 'CMD');
  if (!cmd && !entrypoint) throw new Error(`${file}: the image has no CMD`);
  const health = lastOf(final, 'HEALTHCHECK');
  return {
    stages,
    deploy,
    copiedFrom: copy?.args.split(/\s+/).find((w) => !w.startsWith('--')),
    env: stageEnv(final),
    user: lastOf(final, 'USER')?.args,
    workdir: lastOf(final, 'WORKDIR')?.args,
    exposed: final.instructions
      .filter((i) => i.keyword === 'EXPOSE')
      .flatMap((i) => i.args.split(/\s+/).map((p) => Number.parseInt(p, 10))),
    command: [...(entrypoint ? execForm(entrypoint.args) : []), ...(cmd ? execForm(cmd.args) : [])],
    healthcheck: health ? parseHealthcheck(health.args) : undefined,
  };
}

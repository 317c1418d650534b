/**
 * `pnpm --filter @trini/deploy compose-play`: runs deploy/compose.yaml with podman-compose on this
 * machine as the e2e `lb-compose` project does, without its test additions (compose-play.ts says
 * what is changed), on the images `pnpm images` built and nginx's (nginx-image.ts). The shop
 * answers on http://127.0.0.1:8080 (HTTP_PORT). `compose-play down` removes it all;
 * `compose-play print` prints the compose file podman-compose runs.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeDown, composePlayFile, composeUp } from './compose-play.ts';
import type { ComposePlay, ComposePlayOptions } from './compose-play.ts';
import { resolveNginxImage } from './nginx-image.ts';
import { ensurePodman } from './podman.ts';

/** compose.yaml's project name: its containers are `trini_nginx_1`, `trini_storefront-1_1`, … */
const PROJECT = 'trini';

const dir = join(tmpdir(), 'trini-compose-play');
const state = join(dir, 'played.json');
const command = process.argv[2] ?? 'up';
const port = Number(process.env.HTTP_PORT ?? 8080);

try {
  if (command === 'print') {
    const options: ComposePlayOptions = { project: PROJECT, port, nginxImage: '${NGINX_IMAGE}' };
    process.stdout.write(composePlayFile(options, join(dir, 'nginx.conf')).yaml);
  } else if (command === 'down') {
    if (!existsSync(state)) throw new Error(`Nothing played: no ${state}.`);
    const play = JSON.parse(readFileSync(state, 'utf8')) as ComposePlay;
    await composeDown(ensurePodman(), play.project, play.dir);
    rmSync(state, { force: true });
    console.log(
      `Removed ${Object.values(play.containers).join(', ')}, their networks and volumes.`,
    );
  } else if (command === 'up') {
    const podman = ensurePodman();
    const nginx = await resolveNginxImage(podman, { say: (line) => console.log(line) });
    console.log(`nginx image: ${nginx.image} (${nginx.source})`);
    const started = performance.now();
    const play = await composeUp(podman, { project: PROJECT, port, nginxImage: nginx.image });
    mkdirSync(dir, { recursive: true });
    writeFileSync(state, JSON.stringify(play));
    for (const { service, why } of play.leftOut) console.log(`Left out ${service}: ${why}.`);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(`Up and healthy in ${seconds} s: ${Object.values(play.containers).join(', ')}`);
    console.log(`The shop: ${play.origin}`);
    console.log('Remove it all with `pnpm --filter @trini/deploy compose-play down`.');
  } else {
    throw new Error(`Unknown command ${command}: up (the default), down or print.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

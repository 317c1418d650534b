/**
 * `pnpm --filter @trini/deploy kube-play`: plays deploy/k8s/ with podman on this machine as the
 * kube-play test does (kube-play.ts: what is translated and what is left out), the images being
 * those `pnpm images` built. `kube-play down` removes what it played; `kube-play print` prints
 * the YAML podman plays. The storefront answers on http://127.0.0.1:5800, the mock on 5802.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downManifests, kubePlayManifests, playManifests, waitProbes } from './kube-play.ts';
import type { KubePlay } from './kube-play.ts';
import { ensurePodman } from './podman.ts';

/** The ports on the machine: the 5800s, apart from the tests' 3800s. */
const PORTS = {
  'trini-storefront': { http: 5800, metrics: 5801 },
  'trini-mock-api': { http: 5802, metrics: 5803 },
};

const dir = join(tmpdir(), 'trini-kube-play');
const file = join(dir, 'kube.yaml');
const state = join(dir, 'played.json');
const command = process.argv[2] ?? 'up';

try {
  if (command === 'print') {
    process.stdout.write(kubePlayManifests({ prefix: 'kube-', ports: PORTS }).yaml);
  } else if (command === 'down') {
    if (!existsSync(state)) throw new Error(`Nothing played: no ${state}.`);
    const play = JSON.parse(readFileSync(state, 'utf8')) as KubePlay;
    const failed = await downManifests(ensurePodman(), play, file);
    if (failed) console.error(failed);
    console.log(
      `Removed ${play.deployments.map((d) => d.pod).join(', ')}, their volumes and secrets.`,
    );
  } else if (command === 'up') {
    const podman = ensurePodman();
    const play = kubePlayManifests({ prefix: 'kube-', ports: PORTS });
    mkdirSync(dir, { recursive: true });
    writeFileSync(state, JSON.stringify(play), { mode: 0o600 });
    for (const { kind, name, why } of play.leftOut)
      console.log(`Left out ${kind} ${name}: ${why}.`);
    const started = performance.now();
    let ready: Record<string, number>;
    try {
      await playManifests(podman, play, file);
      console.log(`Played ${file} (podman kube play --network=host).`);
      ready = await waitProbes(podman, play, started, 5 * 60_000);
    } catch (error) {
      await downManifests(podman, play, file);
      throw error;
    }
    for (const [name, seconds] of Object.entries(ready))
      console.log(`${name}: ready and live in ${seconds} s`);
    for (const [name, origin] of Object.entries(play.services)) console.log(`${name}: ${origin}`);
    console.log('Remove it all with `pnpm --filter @trini/deploy kube-play down`.');
  } else {
    throw new Error(`Unknown command ${command}: up (the default), down or print.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

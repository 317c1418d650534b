/**
 * `pnpm images`: builds the storefront's and the mock API's images with podman
 * (`localhost/trini-storefront:local`, `localhost/trini-mock-api:local`), finding or installing
 * podman, runc and, where no registry answers, mmdebstrap for a local base (image-build.ts).
 * Prints each step with its time, then each image's size; podman's own output with `--verbose`
 * (or when a step fails). NODE_IMAGE names another base (`NODE_IMAGE=node:24.21.0-slim`).
 */
import { buildImages, megabytes } from './image-build.ts';
import { ensurePodman } from './podman.ts';

const verbose = process.argv.includes('--verbose');
const started = performance.now();
try {
  const podman = ensurePodman();
  const result = await buildImages(podman, {
    say: (line) => console.log(line),
    ...(verbose ? { output: (chunk: string) => process.stdout.write(chunk) } : {}),
  });
  const total = Math.round((performance.now() - started) / 100) / 10;
  console.log(`\nBuilt in ${total} s on ${result.base.image}:`);
  for (const image of result.images)
    console.log(`  ${image.tag}  ${megabytes(image.bytes)} MB  (${image.seconds} s)`);
  console.log('Run them as the README says ("Run it in production").');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

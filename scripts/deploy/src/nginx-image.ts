/**
 * The image nginx runs from in the compose play: compose's own (`nginx:stable-alpine`) when a
 * registry answers or podman has it, else a local one made here, as the local Node base is, from
 * Debian's packages (mmdebstrap) with an entrypoint doing what the official image's does for
 * compose.yaml (its templates and local resolvers: image/nginx-entrypoint.sh).
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MMDEBSTRAP_OPTIONS,
  buildLocalImage,
  ensureRootfsImage,
  imageExists,
  recipeTag,
  registryReachable,
  secondsSince,
} from './image-build.ts';
import type { BuildLog } from './image-build.ts';
import type { Podman } from './podman.ts';

/** compose.yaml's nginx image (its `${NGINX_IMAGE:-nginx:stable-alpine}`), as podman names it. */
export const REGISTRY_NGINX = 'docker.io/library/nginx:stable-alpine';

/** The entrypoint the local image runs (the official image's templates and local resolvers). */
const ENTRYPOINT = new URL('../image/nginx-entrypoint.sh', import.meta.url);

/**
 * The Debian release the local nginx comes from: testing (forky, nginx 1.30), as deploy's config
 * needs nginx 1.27.3 or newer (an upstream server's `resolve`), newer than bookworm's 1.22.
 */
export const NGINX_SUITE = 'forky';

/**
 * How mmdebstrap makes the local nginx's root filesystem: the base's options with nginx and
 * gettext-base (envsubst). A testing release's Release file says how long it is valid, and a
 * Debian mirror that is a snapshot (as this machine's is) serves one past that date: apt is told
 * not to refuse it.
 */
export const NGINX_MMDEBSTRAP_OPTIONS = [
  ...MMDEBSTRAP_OPTIONS,
  '--include=nginx,gettext-base',
  '--aptopt=Acquire::Check-Valid-Until "false"',
] as const;

/** The root filesystem's image (mmdebstrap's, imported), named by its recipe. */
const NGINX_ROOTFS_IMAGE = `localhost/trini-nginx-rootfs:${NGINX_SUITE}-${recipeTag(NGINX_SUITE, ...NGINX_MMDEBSTRAP_OPTIONS)}`;

/**
 * The Containerfile of the local nginx image, on that root filesystem: no site but the ones
 * compose mounts, the logs to the container's output, and the entrypoint, as the official image
 * has them.
 */
export function localNginxContainerfile(): string {
  return `FROM ${NGINX_ROOTFS_IMAGE}
RUN rm -f /etc/nginx/sites-enabled/default \\
 && ln -sf /dev/stdout /var/log/nginx/access.log \\
 && ln -sf /dev/stderr /var/log/nginx/error.log \\
 && mkdir -p /etc/nginx/templates /var/cache/nginx \\
 && nginx -v
COPY nginx-entrypoint.sh /docker-entrypoint.sh
EXPOSE 80
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/docker-entrypoint.sh"]
`;
}

/** The local nginx image's name: the Debian release and a digest of its recipe and entrypoint. */
export function localNginxImage(): string {
  const recipe = recipeTag(
    NGINX_ROOTFS_IMAGE,
    localNginxContainerfile(),
    readFileSync(ENTRYPOINT, 'utf8'),
  );
  return `localhost/trini-nginx:${NGINX_SUITE}-${recipe}`;
}

/** The nginx image to play compose with and where it came from. */
export interface NginxImage {
  image: string;
  source: 'NGINX_IMAGE' | 'registry' | 'local (cached)' | 'local (built)';
  /** Seconds spent making it (0 when it was there already). */
  seconds: number;
}

/**
 * NGINX_IMAGE when set; compose's default when podman has it or a registry answers; else the
 * local image (made once, then kept: about 20 s here). Throws mmdebstrap's or podman's last lines
 * when a step fails.
 */
export async function resolveNginxImage(podman: Podman, log: BuildLog): Promise<NginxImage> {
  const configured = process.env.NGINX_IMAGE;
  if (configured) return { image: configured, source: 'NGINX_IMAGE', seconds: 0 };
  if ((await imageExists(podman, REGISTRY_NGINX)) || (await registryReachable()))
    return { image: REGISTRY_NGINX, source: 'registry', seconds: 0 };
  const image = localNginxImage();
  if (await imageExists(podman, image)) return { image, source: 'local (cached)', seconds: 0 };
  const started = performance.now();
  await ensureRootfsImage(
    podman,
    {
      image: NGINX_ROOTFS_IMAGE,
      suite: NGINX_SUITE,
      options: NGINX_MMDEBSTRAP_OPTIONS,
      takes: 'under a minute',
    },
    log,
  );
  const context = mkdtempSync(join(tmpdir(), 'trini-nginx-image-'));
  try {
    log.say(`Making ${image}: the official image's entrypoint on Debian's nginx…`);
    writeFileSync(join(context, 'Containerfile'), localNginxContainerfile());
    copyFileSync(ENTRYPOINT, join(context, 'nginx-entrypoint.sh'));
    await buildLocalImage(podman, image, context, log);
    return { image, source: 'local (built)', seconds: secondsSince(started) };
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

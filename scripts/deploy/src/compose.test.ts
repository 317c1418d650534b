import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  composeSeconds,
  composeService,
  nginxCacheRules,
  nginxUpstream,
  readComposeFile,
  readNginxConfig,
} from './compose-file.ts';
import { requiredVariables, serviceEnvironment } from './compose-env.ts';
import { readImageSpec } from './image-spec.ts';
import { DEPLOY_DIR, ROOT } from './paths.ts';
import { MOCK_CONTROLS_SETTING, drainSeconds, serverNamed, serverSettings } from './servers.ts';
import { parseYamlFile } from './yaml-files.ts';

const compose = readComposeFile();
const storefront = serverNamed('storefront');
const mock = serverNamed('mock-api');
const COPIES = ['storefront-1', 'storefront-2'];
const OPERATOR = { PUBLIC_ORIGIN: 'http://localhost:8080' };

/** What a service's server reads: its image's ENV, then its compose environment with `env`. */
async function settingsOf(service: string, env: Record<string, string>) {
  const server = service === 'mock-api' ? mock : storefront;
  const environment = serviceEnvironment(composeService(compose, service).environment, env);
  return serverSettings(server, { ...readImageSpec(server.dockerfile).env, ...environment });
}

describe('deploy/compose.yaml', () => {
  it('runs nginx, two storefront copies and the mock API, each server built by its Dockerfile', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['nginx', ...COPIES, 'mock-api']),
    );
    for (const [name, server] of [
      ...COPIES.map((c) => [c, storefront] as const),
      ['mock-api', mock] as const,
    ]) {
      const build = composeService(compose, name).build;
      expect(resolve(DEPLOY_DIR, build?.context ?? '', build?.dockerfile ?? '')).toBe(
        server.dockerfile,
      );
    }
  });

  it('publishes nginx’s port alone (and Prometheus’s on loopback, in its profile)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'nginx') expect(service.ports).toHaveLength(1);
      else if (service.profiles?.includes('metrics'))
        expect(service.ports?.every((p) => p.startsWith('127.0.0.1:'))).toBe(true);
      else expect(service.ports).toBeUndefined();
    }
  });

  it('keeps the metrics ports on an internal network nginx is not on', async () => {
    expect(compose.networks?.metrics?.internal).toBe(true);
    expect(composeService(compose, 'nginx').networks).not.toContain('metrics');
    for (const name of [...COPIES, 'mock-api']) {
      const service = composeService(compose, name);
      const { metricsPort } = await settingsOf(name, {
        ...OPERATOR,
        JWT_SECRET: 'j'.repeat(40),
        WIPAY_SECRET: 'w'.repeat(40),
      });
      expect(service.networks).toContain('metrics');
      expect(service.expose).toContain(String(metricsPort));
    }
  });

  it('renders from the mock API by default, and from the real API by one setting, API_ORIGIN', async () => {
    const mockPort = (await serverSettings(mock, {})).port;
    for (const copy of COPIES) {
      const env = serviceEnvironment(composeService(compose, copy).environment, OPERATOR);
      expect(env.API_ORIGIN).toBe(`http://mock-api:${mockPort}`);
      const real = serviceEnvironment(composeService(compose, copy).environment, {
        ...OPERATOR,
        API_ORIGIN: 'https://api.shop.example',
      });
      expect(real.API_ORIGIN).toBe('https://api.shop.example');
    }
    expect(composeService(compose, 'nginx').depends_on).not.toHaveProperty('mock-api');
  });

  it('has no usable default for PUBLIC_ORIGIN: compose stops without it', async () => {
    for (const copy of COPIES) {
      const environment = composeService(compose, copy).environment ?? {};
      expect(requiredVariables(String(environment.PUBLIC_ORIGIN))).toEqual(['PUBLIC_ORIGIN']);
      expect(() => serviceEnvironment(environment, {})).toThrow('PUBLIC_ORIGIN');
      const settings = await settingsOf(copy, OPERATOR);
      expect(settings.host).toBe('0.0.0.0');
    }
  });

  it('has no secret for the mock API: it refuses to start until the operator gives its own', async () => {
    const environment = composeService(compose, 'mock-api').environment ?? {};
    expect(environment.JWT_SECRET).toBeNull();
    expect(environment.WIPAY_SECRET).toBeNull();
    await expect(settingsOf('mock-api', OPERATOR)).rejects.toThrow('JWT_SECRET');
    const secrets = { JWT_SECRET: 'j'.repeat(40), WIPAY_SECRET: 'w'.repeat(40) };
    expect((await settingsOf('mock-api', { ...OPERATOR, ...secrets })).host).toBe('0.0.0.0');
  });

  it('runs every server with NODE_ENV=production and the test controls off', async () => {
    const secrets = { JWT_SECRET: 'j'.repeat(40), WIPAY_SECRET: 'w'.repeat(40) };
    for (const [name, server] of [
      ...COPIES.map((c) => [c, storefront] as const),
      ['mock-api', mock] as const,
    ]) {
      const environment = serviceEnvironment(composeService(compose, name).environment, {
        ...OPERATOR,
        ...secrets,
      });
      const env = { ...readImageSpec(server.dockerfile).env, ...environment };
      expect(env.NODE_ENV, name).toBe('production');
      expect(env, name).not.toHaveProperty(MOCK_CONTROLS_SETTING);
      expect((await settingsOf(name, { ...OPERATOR, ...secrets })).mockControls, name).toBe(false);
    }
  });

  it('has the mock API trust the copies’ private network, as the copies trust nginx’s', async () => {
    const secrets = { JWT_SECRET: 'j'.repeat(40), WIPAY_SECRET: 'w'.repeat(40) };
    const api = await settingsOf('mock-api', { ...OPERATOR, ...secrets });
    expect(api.trustProxy).toEqual(['uniquelocal']);
    for (const copy of COPIES)
      expect((await settingsOf(copy, OPERATOR)).trustProxy, copy).toEqual(api.trustProxy);
  });

  it('keeps the mock API’s state file on a named volume, under the folder its image gives `node`', async () => {
    const secrets = { JWT_SECRET: 'j'.repeat(40), WIPAY_SECRET: 'w'.repeat(40) };
    const { stateFile } = await settingsOf('mock-api', { ...OPERATOR, ...secrets });
    expect(stateFile).toBe('/data/mock-state.json');
    const mounts = (composeService(compose, 'mock-api').volumes ?? []).map((v) => v.split(':'));
    const mount = mounts.find(([, target]) => stateFile?.startsWith(`${target}/`));
    expect(mount?.[0], 'a named volume, not a folder of the host').toMatch(/^[a-z][\w-]*$/);
    expect(compose.volumes).toHaveProperty(mount?.[0] ?? '');
    expect(readFileSync(mock.dockerfile, 'utf8')).toMatch(
      /^RUN mkdir -p \/data && chown node:node \/data$/m,
    );
  });

  it('gives each server more time to stop than its drain after SIGTERM', () => {
    for (const [name, server] of [
      ...COPIES.map((c) => [c, storefront] as const),
      ['mock-api', mock] as const,
    ]) {
      const grace = composeSeconds(composeService(compose, name).stop_grace_period ?? '10s');
      expect(grace).toBeGreaterThan(drainSeconds(server));
    }
  });

  it('has each copy ask the engine’s DNS again sooner than its proxy gives up a connection', async () => {
    const { API_TIMEOUTS_MS } = (await import(
      join(storefront.packageDir, 'server/api-proxy.ts')
    )) as {
      API_TIMEOUTS_MS: { connect: number };
    };
    for (const copy of COPIES) {
      const env = serviceEnvironment(composeService(compose, copy).environment, OPERATOR);
      const seconds = /(?:^|\s)timeout:(\d+)(?:\s|$)/.exec(env.RES_OPTIONS ?? '')?.[1];
      expect(seconds, `${copy}'s RES_OPTIONS`).toBeDefined();
      expect(Number(seconds) * 1000).toBeLessThan(API_TIMEOUTS_MS.connect);
    }
  });

  it('starts nginx once both copies are healthy (their image’s HEALTHCHECK)', () => {
    const dependsOn = composeService(compose, 'nginx').depends_on ?? {};
    for (const copy of COPIES) expect(dependsOn[copy]).toEqual({ condition: 'service_healthy' });
    expect(readImageSpec(storefront.dockerfile).healthcheck).toBeDefined();
  });
});

describe('deploy/nginx/default.conf', () => {
  const config = readNginxConfig();

  it('balances round robin over both copies on the storefront’s port', async () => {
    const { port } = await serverSettings(storefront, OPERATOR);
    expect(nginxUpstream(config, 'storefront')).toEqual(COPIES.map((c) => `${c}:${port}`));
    expect(config).not.toMatch(/\b(least_conn|ip_hash|hash|random)\b/);
    expect(config).toMatch(/location \/ \{[^}]*proxy_pass http:\/\/storefront;/);
  });

  it('closes an idle connection to a copy before the copy would, as the e2e config does', async () => {
    const drain = (await import(
      join(storefront.packageDir, 'server/shutdown/connection-drain.ts')
    )) as { BALANCER_KEEPALIVE_TIMEOUT_MS: number; DEFAULT_IDLE_CLOSE_MS: number };
    const e2e = readFileSync(join(DEPLOY_DIR, '../e2e/nginx/lb-test.conf'), 'utf8');
    const timeoutOf = (text: string) =>
      /upstream\s+storefront\s*\{[^}]*\bkeepalive_timeout\s+(\d+)s;/.exec(text)?.[1];
    expect(timeoutOf(config)).toBeDefined();
    expect(timeoutOf(e2e)).toBe(timeoutOf(config));
    expect(Number(timeoutOf(config)) * 1000).toBe(drain.BALANCER_KEEPALIVE_TIMEOUT_MS);
    expect(drain.BALANCER_KEEPALIVE_TIMEOUT_MS).toBeLessThan(drain.DEFAULT_IDLE_CLOSE_MS);
  });

  it('gives up a connection to a copy within 2 s and passes the request on, as the e2e config does', () => {
    // A copy's old address after its restart answers nothing: nginx's default waits 60 s.
    const connectTimeout = (text: string) =>
      /location \/ \{[^}]*\bproxy_connect_timeout\s+(\d+)s;/.exec(text)?.[1];
    const e2e = readFileSync(join(DEPLOY_DIR, '../e2e/nginx/lb-test.conf'), 'utf8');
    expect(connectTimeout(config)).toBe('2');
    expect(connectTimeout(e2e)).toBe(connectTimeout(config));
    expect(config).toMatch(/location \/ \{[^}]*proxy_next_upstream error timeout/);
  });

  it('keeps the shared cache the e2e `lb` journeys prove: e2e/nginx/lb-test.conf’s rules, its test-only mock session aside', () => {
    const proven = nginxCacheRules(readNginxConfig(join(ROOT, 'e2e/nginx/lb-test.conf')));
    expect(proven.length).toBeGreaterThan(5);
    expect(nginxCacheRules(config)).toEqual(
      proven.map((rule) => rule.replace('$http_x_mock_session', '')),
    );
    expect(config).toMatch(/location \/ \{[^}]*proxy_cache shared;/);
    expect(config).toMatch(/proxy_cache_path \/var\/cache\/nginx\/\S+ .*keys_zone=shared:/);
    // Lifetimes come from the copies' Cache-Control alone.
    expect(config).not.toContain('proxy_cache_valid');
  });

  it('is mounted where nginx reads it, and proxies no metrics port', async () => {
    // A template, which the image's entrypoint writes to conf.d with NGINX_RESOLVER filled in,
    // set by the .envsh it sources first (an executable file, or the entrypoint ignores it).
    expect(composeService(compose, 'nginx').volumes).toEqual([
      './nginx/16-container-resolver.envsh:/docker-entrypoint.d/16-container-resolver.envsh:ro',
      './nginx/default.conf:/etc/nginx/templates/default.conf.template:ro',
    ]);
    expect(statSync(join(DEPLOY_DIR, 'nginx/16-container-resolver.envsh')).mode & 0o111).not.toBe(
      0,
    );
    expect(config).toMatch(/^resolver \$\{NGINX_RESOLVER\} valid=\d+s ipv6=off;$/m);
    // Names in the upstream are looked up again (`resolve`), in a shared zone.
    expect(config).toMatch(/upstream storefront \{[^}]*\bzone storefront /);
    const block = /upstream storefront \{([^}]*)\}/.exec(config)?.[1] ?? '';
    const servers = block.split('\n').filter((line) => line.trim().startsWith('server '));
    expect(servers).toHaveLength(2);
    for (const server of servers) expect(server).toMatch(/ resolve /);
    expect(existsSync(join(DEPLOY_DIR, 'nginx/default.conf'))).toBe(true);
    for (const server of [storefront, mock]) {
      const { metricsPort } = await serverSettings(server, {});
      expect(config).not.toContain(`:${metricsPort}`);
    }
  });
});

describe('deploy/prometheus/prometheus.yml', () => {
  it('scrapes each server’s metrics port on compose’s metrics network', async () => {
    const [prometheus] = parseYamlFile(join(DEPLOY_DIR, 'prometheus/prometheus.yml')) as {
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    }[];
    const targets = prometheus?.scrape_configs.flatMap((j) =>
      j.static_configs.flatMap((s) => s.targets),
    );
    const storefrontMetrics = (await serverSettings(storefront, {})).metricsPort;
    const mockMetrics = (await serverSettings(mock, {})).metricsPort;
    expect(targets).toEqual([
      ...COPIES.map((c) => `${c}:${storefrontMetrics}`),
      `mock-api:${mockMetrics}`,
    ]);
    expect(composeService(compose, 'prometheus').networks).toContain('metrics');
  });
});

/**
 * deploy/compose.yaml as podman-compose runs it (compose-play.ts): what is run, what is changed
 * or left out, and nothing else. The file run on the built images, with the `lb` journeys through
 * it, is the e2e `lb-compose` project (e2e/fixtures/lb-compose-stack.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readComposeFile } from './compose-file.ts';
import {
  COPIES,
  composePlayEnv,
  composePlayFile,
  composeTestProject,
  testNginxConfig,
} from './compose-play.ts';
import { DEPLOY_DIR } from './paths.ts';

const OPTIONS = { project: 'trini-play', port: 5890, nginxImage: 'localhost/nginx:test' };
const TEST = { mock: 5891, copies: [5892, 5893], metrics: [5894, 5895] } as const;

interface Played {
  services: Record<
    string,
    {
      build?: unknown;
      image?: string;
      ports?: string[];
      volumes?: string[];
      environment?: Record<string, unknown>;
    }
  >;
  networks: Record<string, unknown>;
  volumes: Record<string, unknown>;
}

describe('compose.yaml as podman-compose plays it', () => {
  const compose = readComposeFile();
  const played = composePlayFile(OPTIONS, '/tmp/play/nginx.conf');
  const file = parse(played.yaml) as Played;

  it('runs every service but the profiled ones, which it names with why, and the networks they join', () => {
    const profiled = Object.entries(compose.services).filter(([, s]) => s.profiles);
    expect(profiled.map(([name]) => name)).toEqual(['prometheus']);
    expect(Object.keys(file.services).sort()).toEqual(
      Object.keys(compose.services)
        .filter((name) => name !== 'prometheus')
        .sort(),
    );
    expect(played.leftOut.map((o) => o.service)).toEqual(['prometheus']);
    expect(played.leftOut[0]?.why).toContain('--profile metrics');
    // scrape-ui is Prometheus's alone: podman-compose 1.0.3 refuses a network no service joins.
    expect(Object.keys(file.networks).sort()).toEqual(['edge', 'metrics']);
    expect(file.volumes).toEqual(compose.volumes);
  });

  it('builds nothing (the images are built first) and keeps every other setting as written', () => {
    for (const [name, service] of Object.entries(file.services)) {
      expect(service.build, name).toBeUndefined();
      const { build: _build, ports: _ports, volumes: _volumes, ...rest } = service;
      const original = compose.services[name] as Record<string, unknown>;
      const { build: _b, ports: _p, volumes: _v, ...written } = original;
      expect(rest, name).toEqual(written);
    }
  });

  it('publishes nginx on 127.0.0.1 only and mounts deploy/nginx/default.conf from an absolute path', () => {
    expect(file.services.nginx?.ports).toEqual(['127.0.0.1:5890:80']);
    expect(file.services.nginx?.volumes).toEqual([
      `${DEPLOY_DIR}/nginx/16-container-resolver.envsh:/docker-entrypoint.d/16-container-resolver.envsh:ro`,
      '/tmp/play/nginx.conf:/etc/nginx/templates/default.conf.template:ro',
    ]);
    expect(played.nginxConfig).toBe(readFileSync(join(DEPLOY_DIR, 'nginx/default.conf'), 'utf8'));
    // No other service publishes a port.
    for (const name of [...COPIES, 'mock-api']) expect(file.services[name]?.ports).toBeUndefined();
  });

  it("for a test: the mock's controls on (never with NODE_ENV=production), each server's port on 127.0.0.1", () => {
    const test = parse(composePlayFile({ ...OPTIONS, test: TEST }, '/x').yaml) as Played;
    expect(test.services['mock-api']?.environment).toMatchObject({
      NODE_ENV: 'test',
      MOCK_CONTROLS: '1',
      RATE_LIMITS: '0',
    });
    expect(test.services['mock-api']?.ports).toEqual(['127.0.0.1:5891:3001']);
    expect(test.services['storefront-1']?.ports).toEqual([
      '127.0.0.1:5892:4173',
      '127.0.0.1:5894:9464',
    ]);
    expect(test.services['storefront-2']?.ports).toEqual([
      '127.0.0.1:5893:4173',
      '127.0.0.1:5895:9464',
    ]);
    for (const copy of COPIES)
      expect(test.services[copy]?.environment).toMatchObject({
        NODE_ENV: 'test',
        MOCK_CONTROLS: '1',
        API_TIMEOUT_MS: '30000',
        // compose's own settings stay.
        TRUST_PROXY: '${TRUST_PROXY:-uniquelocal}',
      });
    // A test's own settings of the copies (copyEnv) go over compose's and the test's.
    const tuned = parse(
      composePlayFile(
        {
          ...OPTIONS,
          test: TEST,
          copyEnv: { API_PROXY_TIMEOUT_MS: '8000', API_TIMEOUT_MS: '9000' },
        },
        '/x',
      ).yaml,
    ) as Played;
    for (const copy of COPIES)
      expect(tuned.services[copy]?.environment).toMatchObject({
        MOCK_CONTROLS: '1',
        API_PROXY_TIMEOUT_MS: '8000',
        API_TIMEOUT_MS: '9000',
      });
    expect(tuned.services['mock-api']?.environment).not.toHaveProperty('API_PROXY_TIMEOUT_MS');
  });

  it("for a test, nginx treats a mock session as a shopper's own and names the copy that answered", () => {
    const config = readFileSync(join(DEPLOY_DIR, 'nginx/default.conf'), 'utf8');
    const test = testNginxConfig(config);
    expect(test).toContain(
      'map "$shopper_cookie$http_authorization$http_x_mock_session" $own_answer',
    );
    expect(test).toContain('add_header X-Served-By $upstream_addr always;');
    expect(test).toMatch(/^log_format lb '\$msec \$status "\$request" upstream=\$upstream_addr /);
    expect(test).toContain('    listen 80;\n    access_log /var/log/nginx/access.log lb;\n');
    // Nothing else changes.
    expect(
      test
        .replace(/^log_format lb [^;]*;\n/, '')
        .replace('$http_x_mock_session', '')
        .replace('\n        add_header X-Served-By $upstream_addr always;', '')
        .replace('\n    access_log /var/log/nginx/access.log lb;', ''),
    ).toBe(config);
    expect(() => testNginxConfig('server {}')).toThrow(/deploy\/nginx\/default.conf has no/);
  });

  it('runs with fresh random secrets, the images’ tag and the shop’s address', () => {
    const a = composePlayEnv(OPTIONS);
    const b = composePlayEnv(OPTIONS);
    expect(a).toMatchObject({
      TAG: 'local',
      NGINX_IMAGE: 'localhost/nginx:test',
      PUBLIC_ORIGIN: 'http://127.0.0.1:5890',
    });
    expect(a.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(a.WIPAY_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(a.JWT_SECRET).not.toBe(b.JWT_SECRET);
    expect(a.WIPAY_SECRET).not.toBe(a.JWT_SECRET);
  });

  it("names a test's project after its process, so a later run removes what a killed one left", () => {
    expect(composeTestProject(1234)).toBe('trini-compose-test-1234');
  });
});

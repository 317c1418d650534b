import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_VARIABLES, loadSettings } from '../src/settings.js';

/** Secrets of the length an exposed server needs. */
const OWN_SECRETS = { JWT_SECRET: 'j'.repeat(32), WIPAY_SECRET: 'w'.repeat(32) };

describe('loadSettings', () => {
  it('has development defaults: 127.0.0.1:3001, storefront 4173, 24 h tokens, 100 KB bodies', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      host: '127.0.0.1',
      port: 3001,
      storefrontUrl: 'http://127.0.0.1:4173',
      publicUrl: 'http://127.0.0.1:3001',
      tokenLifetimeSeconds: 86400,
      bodyLimitBytes: 102400,
    });
    expect(s.corsOrigins).toContain('http://localhost:5173');
  });

  it('reads overrides, derives PUBLIC_URL from HOST and PORT, splits CORS_ORIGINS', () => {
    const s = loadSettings({
      ...OWN_SECRETS,
      HOST: '0.0.0.0',
      PORT: '4000',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      LOG_REQUESTS: '0',
    });
    expect(s.publicUrl).toBe('http://0.0.0.0:4000');
    expect(s.corsOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(s.logRequests).toBe(false);
  });

  it('throws a readable list for invalid values', () => {
    expect(() => loadSettings({ PORT: 'abc', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET/,
    );
  });
});

describe('published secrets (refused where others can reach the mock)', () => {
  it('the development defaults work on loopback addresses', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.1.2.3'])
      expect(() => loadSettings({ HOST }), HOST).not.toThrow();
  });

  it('a non-loopback HOST with the default secrets refuses to start, naming both', () => {
    expect(() => loadSettings({ HOST: '0.0.0.0' })).toThrow(
      /Refusing to start[\s\S]*JWT_SECRET: set your own secret on HOST 0\.0\.0\.0[\s\S]*WIPAY_SECRET/,
    );
  });

  it('NODE_ENV=production refuses the defaults even on loopback, and short secrets', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(/with NODE_ENV=production/);
    expect(() =>
      loadSettings({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(20),
        WIPAY_SECRET: 'y'.repeat(40),
      }),
    ).toThrow(/JWT_SECRET: use at least 32 characters/);
    expect(() => loadSettings({ NODE_ENV: 'production', ...OWN_SECRETS })).not.toThrow();
  });

  it('a non-loopback HOST with its own long secrets starts', () => {
    expect(loadSettings({ HOST: '10.0.0.5', ...OWN_SECRETS }).host).toBe('10.0.0.5');
  });
});

describe('rate limit settings', () => {
  it('limits are on by default, login at 10 a minute per address', () => {
    expect(loadSettings({})).toMatchObject({ rateLimits: true, loginRateLimit: 10 });
  });

  it('RATE_LIMITS=0 turns them off on loopback, or off it for a test stack (MOCK_CONTROLS=1), never in production', () => {
    expect(loadSettings({ RATE_LIMITS: '0' }).rateLimits).toBe(false);
    expect(
      loadSettings({ ...OWN_SECRETS, HOST: '0.0.0.0', RATE_LIMITS: '0', MOCK_CONTROLS: '1' })
        .rateLimits,
    ).toBe(false);
    expect(() =>
      loadSettings({
        ...OWN_SECRETS,
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        RATE_LIMITS: '0',
        MOCK_CONTROLS: '0',
      }),
    ).toThrow(/RATE_LIMITS: rate limits are never off with NODE_ENV=production/);
    expect(() => loadSettings({ ...OWN_SECRETS, HOST: '0.0.0.0', RATE_LIMITS: '0' })).toThrow(
      /RATE_LIMITS: rate limits can be turned off on a loopback HOST only/,
    );
    expect(() =>
      loadSettings({ ...OWN_SECRETS, NODE_ENV: 'production', RATE_LIMITS: '0' }),
    ).toThrow(/RATE_LIMITS/);
  });
});

describe('TRUST_PROXY: the proxies whose X-Forwarded-For is believed', () => {
  it('is loopback by default (a storefront on this machine), and empty trusts none', () => {
    expect(loadSettings({}).trustProxy).toEqual(['loopback']);
    expect(loadSettings({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
  });

  it('reads a list of IPs, CIDR ranges and range names', () => {
    expect(
      loadSettings({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,uniquelocal,::1, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'uniquelocal', '::1', 'fd00::/8']);
  });

  it('refuses anything else in one line naming TRUST_PROXY', () => {
    for (const bad of [
      '*',
      'true',
      '10.0.0.0/33',
      'storefront',
      '10.0.0.1/8/9',
      '1',
      'x'.repeat(3000),
    ])
      expect(() => loadSettings({ TRUST_PROXY: bad }), bad.slice(0, 20)).toThrow(
        /^Invalid mock API settings:\n- TRUST_PROXY: [^\n]+$/,
      );
    expect(() => loadSettings({ TRUST_PROXY: 'nginx' })).toThrow(
      /TRUST_PROXY: a comma-separated list of the proxies' addresses: IPs, CIDR ranges/,
    );
  });
});

/** Whether one of turbo's `passThroughEnv` entries (a name, or a pattern with `*`) names `name`. */
function passes(entries: string[], name: string): boolean {
  return entries.some((entry) =>
    new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(name),
  );
}

describe("pnpm dev passes the mock's settings on, as pnpm start does", () => {
  it("turbo.json's dev task passes every setting through (turbo drops the others)", () => {
    const turbo = JSON.parse(
      readFileSync(new URL('../../../turbo.json', import.meta.url), 'utf8'),
    ) as { tasks: { dev: { passThroughEnv: string[] } } };
    const entries = turbo.tasks.dev.passThroughEnv;
    const names = [...SETTING_VARIABLES, 'MOCK_PORT', 'NODE_ENV', 'OTEL_EXPORTER_OTLP_ENDPOINT'];
    expect(names.filter((name) => !passes(entries, name))).toEqual([]);
  });
});

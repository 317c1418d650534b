import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src/settings.js';

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

import { describe, expect, it } from 'vitest';
import { siteOriginFor } from './site-origin.ts';

const base = { publicOrigin: undefined, allowedOrigins: [], host: '127.0.0.1', port: 4173 };

describe('siteOriginFor: the origin of a page, never the Host a client sent', () => {
  it('PUBLIC_ORIGIN for every Host, allowed or not, well-formed or absent', () => {
    const origin = siteOriginFor({ ...base, publicOrigin: 'https://shop.example' }, () => 4173);
    for (const host of ['shop.example', 'evil.example', '10.0.0.5:4173', undefined])
      expect(origin(host)).toBe('https://shop.example');
  });

  it('an allowed origin when the Host names it (default port written or not), else PUBLIC_ORIGIN', () => {
    const origin = siteOriginFor(
      {
        ...base,
        publicOrigin: 'https://shop.example',
        allowedOrigins: ['https://www.shop.example', 'http://staging.shop.example:8080'],
      },
      () => undefined,
    );
    expect(origin('www.shop.example')).toBe('https://www.shop.example');
    expect(origin('WWW.shop.example:443')).toBe('https://www.shop.example');
    expect(origin('staging.shop.example:8080')).toBe('http://staging.shop.example:8080');
    expect(origin('staging.shop.example')).toBe('https://shop.example');
    expect(origin('www.shop.example:8443')).toBe('https://shop.example');
    expect(origin('evil.example')).toBe('https://shop.example');
  });

  it('ALLOWED_ORIGINS alone: the first for a Host not in the list', () => {
    const origin = siteOriginFor(
      { ...base, allowedOrigins: ['https://a.example', 'https://b.example'] },
      () => undefined,
    );
    expect(origin('b.example')).toBe('https://b.example');
    expect(origin('evil.example')).toBe('https://a.example');
  });

  it('neither set (a loopback HOST): the address listened on, the port once it is known', () => {
    const listening: { port?: number } = {};
    const origin = siteOriginFor({ ...base, port: 0 }, () => listening.port);
    expect(origin('evil.example')).toBe('http://127.0.0.1:0');
    listening.port = 40123;
    expect(origin('evil.example')).toBe('http://127.0.0.1:40123');
    expect(siteOriginFor({ ...base, host: '::1' }, () => undefined)('localhost')).toBe(
      'http://[::1]:4173',
    );
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { commaListEntries, isProxyAddress, trustProxyOption } from './trust-proxy.ts';

describe('isProxyAddress: what a TRUST_PROXY entry may be', () => {
  it('takes IPs, CIDR ranges and the range names', () => {
    for (const good of [
      '10.0.0.5',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '10.0.0.0/32',
      '::1',
      'fd00::/8',
      '2001:db8::/128',
      'loopback',
      'linklocal',
      'uniquelocal',
    ])
      expect(isProxyAddress(good), good).toBe(true);
  });

  it('refuses wildcards, hop counts, host names and bad prefixes', () => {
    for (const bad of [
      '',
      '*',
      'true',
      '1',
      'nginx',
      'Loopback',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/',
      '10.0.0.0/x',
      '10.0.0.0/0008',
      '10.0.0.1/8/9',
      '10.0.0.256',
    ])
      expect(isProxyAddress(bad), bad).toBe(false);
  });
});

describe('commaListEntries', () => {
  it('splits at commas, trims and drops empty entries', () => {
    expect(commaListEntries(' 10.0.0.5, ,uniquelocal ,')).toEqual(['10.0.0.5', 'uniquelocal']);
    expect(commaListEntries('')).toEqual([]);
  });
});

describe('trustProxyOption: what Fastify gets', () => {
  const ipOf = async (list: string[], remoteAddress: string) => {
    const app = Fastify({ trustProxy: trustProxyOption(list) });
    app.get('/', async (request) => request.ip);
    const res = await app.inject({
      url: '/',
      remoteAddress,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await app.close();
    return res.body;
  };

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    expect(await ipOf(['10.0.0.0/8'], '10.1.2.3')).toBe('203.0.113.9');
    expect(await ipOf(['10.0.0.0/8'], '198.51.100.7')).toBe('198.51.100.7');
  });

  it('an empty list trusts no one', async () => {
    expect(trustProxyOption([])).toBe(false);
    expect(await ipOf([], '127.0.0.1')).toBe('127.0.0.1');
  });
});

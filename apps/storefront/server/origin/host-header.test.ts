import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseHostHeader } from './host-header.ts';
import { MALFORMED_HOSTS } from './malformed-hosts.ts';

describe('parseHostHeader', () => {
  it.each([
    ['shop.example', { hostname: 'shop.example', port: undefined }],
    ['Shop.Example:8443', { hostname: 'shop.example', port: 8443 }],
    ['127.0.0.1:4173', { hostname: '127.0.0.1', port: 4173 }],
    ['[::1]:4173', { hostname: '[::1]', port: 4173 }],
    ['[2001:db8::1]', { hostname: '[2001:db8::1]', port: undefined }],
    ['localhost', { hostname: 'localhost', port: undefined }],
    ['xn--bcher-kva.example.', { hostname: 'xn--bcher-kva.example.', port: undefined }],
    ['my_host-1.internal:65535', { hostname: 'my_host-1.internal', port: 65535 }],
  ])('accepts %s', (value, parsed) => {
    expect(parseHostHeader(value)).toEqual(parsed);
  });

  it.each(MALFORMED_HOSTS)('refuses %j', (value) => {
    expect(parseHostHeader(value)).toBeNull();
  });
});

describe('isLoopbackHost', () => {
  it('knows localhost, 127.0.0.0/8 and ::1, and nothing else', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'shop.example', '127.0.0.1.example'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

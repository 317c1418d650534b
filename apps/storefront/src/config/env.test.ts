// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv (settings holder, shopping.md §1)', () => {
  it('defaults to a relative API base and /media/ media base with card payment off', () => {
    expect(parseEnv({})).toEqual({
      API_URL: '',
      MEDIA_URL: '/media/',
      ICON_URL: '',
      IsDevMode: false,
      UseWipay: false,
    });
  });

  it('reads the VITE_* values, trimming the API base slash and adding the media base slash', () => {
    const e = parseEnv({
      VITE_API_URL: 'https://api.example.tt/',
      VITE_MEDIA_URL: 'https://media.example.tt',
      VITE_DEV_MODE: 'true',
      VITE_USE_WIPAY: '1',
    });
    expect(e).toMatchObject({
      API_URL: 'https://api.example.tt',
      MEDIA_URL: 'https://media.example.tt/',
      IsDevMode: true,
      UseWipay: true,
    });
  });

  it('throws a readable error listing every bad variable', () => {
    expect(() => parseEnv({ VITE_MEDIA_URL: 'ftp:nope', VITE_USE_WIPAY: 'yes' })).toThrowError(
      /Invalid storefront settings:\n- VITE_MEDIA_URL: .*\n- VITE_USE_WIPAY: expected 'true', 'false', '1' or '0'/,
    );
  });
});

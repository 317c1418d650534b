import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { RenderOptions } from '../src/entry-server.tsx';
import { buildStorefrontServer } from './app.ts';
import { requestPath } from './render-page.ts';
import { loadServerSettings } from './settings.ts';

/** A storefront server with `env`'s settings whose renderer records the options of each render. */
async function recordingServer(env: Record<string, string>) {
  const seen: RenderOptions[] = [];
  const app = await buildStorefrontServer({
    settings: loadServerSettings(env),
    csp: false,
    renderer: {
      render: async (_request, options) => {
        seen.push(options);
        return { status: 200, head: '', pipe: (w) => w.end(), stateScript: '', screens: [] };
      },
      html: async () => Readable.from(['<!doctype html>']),
    },
  });
  return { app, seen };
}

describe('renderRoute: what the render passes on to the API', () => {
  it("the shopper's address (X-Forwarded-For, a client's own replaced), the mock session (MOCK_CONTROLS) and the request's id", async () => {
    const { app, seen } = await recordingServer({ MOCK_CONTROLS: '1' });
    await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '198.51.100.9',
      headers: {
        'x-forwarded-for': '203.0.113.1',
        'x-mock-session': 'session-a',
        'x-request-id': 'req-7',
      },
    });
    await app.close();
    expect(seen[0]?.forwardHeaders).toEqual({
      'x-forwarded-for': '198.51.100.9',
      'x-mock-session': 'session-a',
      'x-request-id': 'req-7',
    });
  });

  it('never a mock session without MOCK_CONTROLS: with NODE_ENV=production on loopback the header stays here', async () => {
    const { app, seen } = await recordingServer({ HOST: '127.0.0.1', NODE_ENV: 'production' });
    await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '198.51.100.9',
      headers: { 'x-mock-session': 'session-a', 'x-request-id': 'req-8' },
    });
    await app.close();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.forwardHeaders).toEqual({
      'x-forwarded-for': '198.51.100.9',
      'x-request-id': 'req-8',
    });
  });
});

describe('requestPath: the path and query a page is rendered for', () => {
  it('keeps the origin form and takes the path of the absolute form, never its host', () => {
    expect(requestPath('/category/1?page=2')).toBe('/category/1?page=2');
    expect(requestPath('//evil.example/x')).toBe('//evil.example/x');
    expect(requestPath('http://evil.example/productdetails/1001?a=1')).toBe(
      '/productdetails/1001?a=1',
    );
    expect(requestPath('https://evil.example')).toBe('/');
    expect(requestPath('http://evil.example?x=1')).toBe('/?x=1');
  });
});

import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenOrExplain, loadServerSettings } from './settings.ts';

describe('loadServerSettings: the site origin', () => {
  it('on a loopback HOST, neither origin setting is needed, in production too', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) {
      const settings = loadServerSettings({ HOST, NODE_ENV: 'production' });
      expect(settings.publicOrigin).toBeUndefined();
      expect(settings.allowedOrigins).toEqual([]);
    }
  });

  it('refuses a non-loopback HOST without PUBLIC_ORIGIN or ALLOWED_ORIGINS, in one line', () => {
    for (const NODE_ENV of ['production', undefined]) {
      let message = '';
      try {
        loadServerSettings({ HOST: '0.0.0.0', NODE_ENV });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Refusing to start .* without PUBLIC_ORIGIN: set it .*$/);
      expect(message).not.toContain('\n');
    }
    expect(
      loadServerSettings({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://Shop.example/' }).publicOrigin,
    ).toBe('https://shop.example');
    expect(
      loadServerSettings({
        HOST: '0.0.0.0',
        ALLOWED_ORIGINS: 'https://a.example, http://b.example:8080',
      }).allowedOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
  });

  it('PUBLIC_ORIGIN and ALLOWED_ORIGINS must be origins: no path, query, user or other scheme', () => {
    for (const value of [
      'shop.example',
      'https://shop.example/shop',
      'https://shop.example/?a=1',
      'https://user@shop.example',
      'ftp://shop.example',
    ]) {
      expect(() => loadServerSettings({ PUBLIC_ORIGIN: value }), value).toThrow(/PUBLIC_ORIGIN/);
      expect(() => loadServerSettings({ ALLOWED_ORIGINS: `https://a.example,${value}` })).toThrow(
        /ALLOWED_ORIGINS/,
      );
    }
  });
});

describe("loadServerSettings: the mock API's test controls (MOCK_CONTROLS)", () => {
  it('are off unless MOCK_CONTROLS says so, on loopback too: where the server listens is no opt-in', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1'])
      for (const NODE_ENV of ['production', 'development', undefined])
        expect(loadServerSettings({ HOST, NODE_ENV }).mockControls, `${HOST} ${NODE_ENV}`).toBe(
          false,
        );
    expect(loadServerSettings({ MOCK_CONTROLS: '1', NODE_ENV: 'development' }).mockControls).toBe(
      true,
    );
    expect(loadServerSettings({ MOCK_CONTROLS: 'true', NODE_ENV: 'test' }).mockControls).toBe(true);
    expect(loadServerSettings({ MOCK_CONTROLS: '0' }).mockControls).toBe(false);
  });

  it('refuses MOCK_CONTROLS with NODE_ENV=production in one readable line, never turning them on', () => {
    for (const MOCK_CONTROLS of ['1', 'true']) {
      let message = '';
      try {
        loadServerSettings({ MOCK_CONTROLS, NODE_ENV: 'production' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(
        /^Refusing to start the storefront server with MOCK_CONTROLS=.* and NODE_ENV=production: .*test controls.* Unset MOCK_CONTROLS/,
      );
      expect(message).not.toContain('\n');
    }
    expect(loadServerSettings({ MOCK_CONTROLS: '0', NODE_ENV: 'production' }).mockControls).toBe(
      false,
    );
  });

  it('refuses a value other than 1, 0, true or false, naming the setting', () => {
    expect(() => loadServerSettings({ MOCK_CONTROLS: 'yes' })).toThrow(/- MOCK_CONTROLS: /);
  });
});

describe('loadServerSettings: tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('is off unless set (or with OTEL_SDK_DISABLED=true); on with an http(s) URL', () => {
    expect(loadServerSettings({}).otlpEndpoint).toBeUndefined();
    expect(loadServerSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).otlpEndpoint).toBeUndefined();
    const endpoint = 'http://otel-collector:4318';
    expect(loadServerSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).otlpEndpoint).toBe(
      endpoint,
    );
    expect(
      loadServerSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SDK_DISABLED: 'true' })
        .otlpEndpoint,
    ).toBeUndefined();
  });

  it('refuses an endpoint that is not an http(s) URL, naming the setting', () => {
    for (const value of ['otel-collector:4318x', 'grpc://otel:4317', 'not a url'])
      expect(() => loadServerSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: value }), value).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT: an http\(s\) URL/,
      );
  });
});

describe('loadServerSettings: when the app starts (APP_START)', () => {
  it('is first-paint unless set to with-page, and refuses any other value, naming the setting', () => {
    expect(loadServerSettings({}).appStart).toBe('first-paint');
    expect(loadServerSettings({ APP_START: 'with-page' }).appStart).toBe('with-page');
    expect(() => loadServerSettings({ APP_START: 'early' })).toThrow(/- APP_START: /);
  });
});

describe('a port already in use (listenOrExplain)', () => {
  it("suggests the next port that is free, never the API's", async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as { port: number };
    try {
      // Listening on the taken port fails with EADDRINUSE, which becomes the one line.
      const listen = () =>
        new Promise<void>((done, fail) => {
          const again = createServer();
          again.once('error', fail);
          again.listen(port, '127.0.0.1', () => again.close(() => done()));
        });
      await expect(
        listenOrExplain(listen, {
          host: '127.0.0.1',
          port,
          apiOrigin: `http://127.0.0.1:${port + 1}`,
        }),
      ).rejects.toThrow(
        // port + 1 is the API's: never suggested, whether free or not.
        new RegExp(
          `^Port ${port} on 127\\.0\\.0\\.1 is already in use: set PORT to a free port, e\\.g\\. PORT=(?!${port + 1}\\.)\\d+\\.$`,
        ),
      );
    } finally {
      await new Promise<void>((done) => taken.close(() => done()));
    }
  });
});

describe("loadServerSettings: the /api proxy's time limit (API_PROXY_TIMEOUT_MS)", () => {
  it('is 20 s unless set, under the 30 s a gateway in front gives the shop, and refuses what is not a time', () => {
    expect(loadServerSettings({}).apiProxyTimeoutMs).toBe(20_000);
    expect(loadServerSettings({ API_PROXY_TIMEOUT_MS: '5000' }).apiProxyTimeoutMs).toBe(5000);
    for (const value of ['0', '-1', '2.5', 'soon', '60001'])
      expect(() => loadServerSettings({ API_PROXY_TIMEOUT_MS: value }), value).toThrow(
        /API_PROXY_TIMEOUT_MS/,
      );
  });
});

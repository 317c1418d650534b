import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isPortFree } from '@trini/server-kit/ports';
import {
  DEMO_COUPON,
  DEV_PORTS,
  DEMO_LOGIN,
  portInUseMessage,
  stackServers,
  stackSettings,
  startBanner,
  takenPortMessage,
} from './stack.ts';

describe('stackSettings: where pnpm start serves', () => {
  it('defaults to the storefront on 127.0.0.1:4173 and the mock API on 3001', () => {
    expect(stackSettings({})).toEqual({ host: '127.0.0.1', webPort: 4173, mockPort: 3001 });
  });

  it('reads HOST, PORT (the storefront) and MOCK_PORT (the mock API)', () => {
    expect(stackSettings({ HOST: '0.0.0.0', PORT: '8080', MOCK_PORT: '8081' })).toEqual({
      host: '0.0.0.0',
      webPort: 8080,
      mockPort: 8081,
    });
  });

  it('refuses a port that is not 1-65535, in one line naming the setting', () => {
    expect(() => stackSettings({ PORT: 'abc' })).toThrow(
      "PORT must be a port number from 1 to 65535, not 'abc'.",
    );
    expect(() => stackSettings({ MOCK_PORT: '70000' })).toThrow(/^MOCK_PORT must be/);
    expect(() => stackSettings({ MOCK_PORT: '0' })).toThrow(/^MOCK_PORT must be/);
  });
});

describe('portInUseMessage', () => {
  it('names the port, the server and the setting that changes it, in one line', () => {
    const settings = stackSettings({});
    const [mock, web] = stackServers(settings);
    expect(portInUseMessage(settings, mock, 3002)).toBe(
      'Port 3001 on 127.0.0.1 (the mock API) is already in use: set MOCK_PORT to a free port, e.g. MOCK_PORT=3002 pnpm start.',
    );
    expect(portInUseMessage(settings, web, 4174)).toBe(
      'Port 4173 on 127.0.0.1 (the storefront) is already in use: set PORT to a free port, e.g. PORT=4174 pnpm start.',
    );
  });
});

describe('startBanner', () => {
  it("gives the shop, the mock API's docs and test controls, the demo login and the coupon", () => {
    const banner = startBanner(stackSettings({ PORT: '4473', MOCK_PORT: '3301' }));
    expect(banner).toContain('shop            http://127.0.0.1:4473\n');
    expect(banner).toContain('API docs        http://127.0.0.1:3301/docs\n');
    expect(banner).toContain('test controls   http://127.0.0.1:3301/__mock/\n');
    expect(banner).toContain('log in          mobile 7000001, password password1\n');
    expect(banner).toContain('coupon          SAVE10\n');
    expect(DEMO_LOGIN).toEqual({ mobile: '7000001', password: 'password1' });
    expect(DEMO_COUPON).toBe('SAVE10');
  });
});

describe('a taken port under pnpm dev (takenPortMessage, src/dev-ports.ts)', () => {
  it("defaults to pnpm dev's ports: the storefront on 5173, the mock API on 3001", () => {
    expect(stackSettings({}, DEV_PORTS)).toEqual({
      host: '127.0.0.1',
      webPort: 5173,
      mockPort: 3001,
    });
  });

  it("names the port, its setting and a free port that is neither server's; nothing when both are free", async () => {
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    try {
      // The mock's port is right after the storefront's taken one: never suggested.
      const settings = stackSettings({ PORT: String(port), MOCK_PORT: String(port + 1) });
      const message = await takenPortMessage(settings, 'pnpm dev');
      const suggested = Number(/PORT=(\d+) pnpm dev\.$/.exec(message ?? '')?.[1]);
      expect(message).toBe(
        `Port ${port} on 127.0.0.1 (the storefront) is already in use: set PORT to a free port, e.g. PORT=${suggested} pnpm dev.`,
      );
      expect([port, port + 1]).not.toContain(suggested);
      expect(await isPortFree('127.0.0.1', suggested)).toBe(true);

      const script = fileURLToPath(new URL('dev-ports.ts', import.meta.url));
      const env = { ...process.env, PORT: String(port), MOCK_PORT: String(port + 1) };
      // As the root script runs it: the port helpers from @trini/server-kit's source, unbuilt.
      const taken = spawnSync(process.execPath, ['--conditions=development', script], {
        env,
        encoding: 'utf8',
      });
      expect(taken.status).toBe(1);
      expect(taken.stdout).toBe('');
      expect(taken.stderr).toMatch(
        new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 \\(the storefront\\) .* pnpm dev\\.\\n$`),
      );
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
    const settings = stackSettings({ PORT: String(port), MOCK_PORT: String(port + 1) });
    expect(await takenPortMessage(settings)).toBeUndefined();
  });
});

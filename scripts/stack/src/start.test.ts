import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from '@trini/domain/client';
import { freePorts, isPortFree } from '@trini/server-kit/ports';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_COUPON, DEMO_LOGIN } from './stack.ts';

const startScript = fileURLToPath(new URL('start.ts', import.meta.url));

/** `pnpm start` on a built checkout (`--no-build`), with PORT and MOCK_PORT set. */
function start(webPort: number, mockPort: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(webPort) };
  env.MOCK_PORT = String(mockPort);
  // Metrics on a free port: other test files start servers on the machine at the same time.
  env.METRICS_PORT = '0';
  delete env.HOST;
  delete env.API_ORIGIN;
  // As the root script runs it: the port helpers from @trini/server-kit's source, unbuilt.
  const child = spawn(process.execPath, ['--conditions=development', startScript, '--no-build'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return { child, output };
}

/** Resolves once `text` has appeared in the process's stdout (rejects if it exits first). */
function stdoutShows(
  { child, output }: ReturnType<typeof start>,
  text: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no "${text}" in ${timeoutMs} ms: ${JSON.stringify(output)}`)),
      timeoutMs,
    );
    const check = () => {
      if (output.stdout.includes(text)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`pnpm start exited (${code}): ${JSON.stringify(output)}`));
    });
    check();
  });
}

let running: ChildProcess | undefined;
let taken: Server | undefined;
afterEach(async () => {
  if (running?.exitCode === null && running.signalCode === null) {
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  }
  running = undefined;
  await new Promise((done) => (taken ? taken.close(done) : done(undefined)));
  taken = undefined;
});

/** Listens on `port` of 127.0.0.1 (a port already in use). */
async function take(port: number): Promise<void> {
  taken = createServer();
  await new Promise<void>((done) => taken?.listen(port, '127.0.0.1', done));
}

describe('pnpm start (scripts/stack/src/start.ts)', () => {
  it('once both servers answer, prints both URLs, the demo login and the coupon, which work; SIGTERM stops both', async () => {
    const [webPort = 0, mockPort = 0] = await freePorts(2);
    const started = start(webPort, mockPort);
    running = started.child;
    // A generous ceiling: the machine may be busy with other tests.
    await stdoutShows(started, 'Ctrl-C stops both.', 120_000);

    const bannerAt = started.output.stdout.indexOf('The Trini storefront is running:');
    // Nothing but the banner's blank line before it (no build here): the servers' start-up lines,
    // which the banner says again, are held back.
    expect(started.output.stdout.slice(0, bannerAt)).toBe('\n');
    const banner = started.output.stdout.slice(bannerAt);
    expect(banner).toBe(
      [
        'The Trini storefront is running:',
        `  shop            http://127.0.0.1:${webPort}`,
        `  API docs        http://127.0.0.1:${mockPort}/docs`,
        `  test controls   http://127.0.0.1:${mockPort}/__mock/`,
        '  log in          mobile 7000001, password password1',
        '  coupon          SAVE10',
        'Ctrl-C stops both.',
        '',
        '',
      ].join('\n'),
    );
    expect(started.output.stderr).toBe('');
    // Every link of the banner is a page that answers.
    for (const link of banner.match(/http:\/\/\S+/g) ?? []) {
      const res = await fetch(link);
      await res.body?.cancel();
      expect(res.status, link).toBe(200);
    }

    // The shop answers, rendered from the mock, and the banner's login and coupon are the seed's.
    const home = await fetch(`http://127.0.0.1:${webPort}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Trini Online Store');
    const api = createClient({ baseUrl: `http://127.0.0.1:${mockPort}` });
    const login = await api.login({ Mobile: DEMO_LOGIN.mobile, Password: DEMO_LOGIN.password });
    expect(typeof login.Token).toBe('string');
    const coupon = await api.validateCoupon({ CouponCode: DEMO_COUPON });
    expect(coupon).toMatchObject({ success: true, CouponDiscPercent: 10 });

    started.child.kill('SIGTERM');
    const [code] = (await once(started.child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(await isPortFree('127.0.0.1', webPort)).toBe(true);
    expect(await isPortFree('127.0.0.1', mockPort)).toBe(true);
  }, 180_000);

  it.each([
    ['PORT', 'the storefront'],
    ['MOCK_PORT', 'the mock API'],
  ] as const)(
    'a taken %s: one line naming the port and the setting, no stack trace, exit 1, nothing started',
    async (setting, server) => {
      const [webPort = 0, mockPort = 0] = await freePorts(2);
      const port = setting === 'PORT' ? webPort : mockPort;
      await take(port);
      const started = start(webPort, mockPort);
      running = started.child;
      const [code] = (await once(started.child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(started.output.stdout).toBe('');
      const message = new RegExp(
        `^Port ${port} on 127\\.0\\.0\\.1 \\(${server}\\) is already in use: set ${setting} to a free port, e\\.g\\. ${setting}=(\\d+) pnpm start\\.\\n$`,
      );
      expect(started.output.stderr).toMatch(message);
      // The port suggested is neither server's.
      const suggested = Number(message.exec(started.output.stderr)?.[1]);
      expect([webPort, mockPort]).not.toContain(suggested);
      const other = setting === 'PORT' ? mockPort : webPort;
      expect(await isPortFree('127.0.0.1', other)).toBe(true);
    },
    30_000,
  );
});

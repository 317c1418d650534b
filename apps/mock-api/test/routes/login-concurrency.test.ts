import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { build } from '../helpers.js';

/** Parallel logins of the test (each runs scrypt on the server). */
const LOGINS = 50;

/**
 * Password hashing must not block the event loop. Over a real socket, 50 logins are
 * sent at once; once the server has received every one of them, a /health request is sent. With
 * hashing off the event loop it answers while logins are still in flight (before the last one);
 * with a blocking hash it waits behind them. Asserts the order of answers, not wall-clock time.
 */
it('/health answers while 50 parallel logins are in flight', async () => {
  const app = await build();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  try {
    let received = 0;
    let allReceived!: () => void;
    const whenAllReceived = new Promise<void>((resolve) => (allReceived = resolve));
    app.server.on('request', (req: { url?: string }) => {
      if (req.url === '/api/Auth/CLogin' && (received += 1) === LOGINS) allReceived();
    });

    const finished: string[] = [];
    const logins = Array.from({ length: LOGINS }, () =>
      fetch(`${base}/api/Auth/CLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Mobile: '7000001', Password: 'password1' }),
      }).then(async (res) => {
        await res.arrayBuffer();
        finished.push('login');
        return res.status;
      }),
    );
    await whenAllReceived;
    const health = fetch(`${base}/health`).then(async (res) => {
      await res.arrayBuffer();
      finished.push('health');
      return res.status;
    });

    expect(await health).toBe(200);
    expect(await Promise.all(logins)).toEqual(Array.from({ length: LOGINS }, () => 200));
    const loginsBeforeHealth = finished.indexOf('health');
    console.info(`logins finished before /health answered: ${loginsBeforeHealth} of ${LOGINS}`);
    expect(loginsBeforeHealth).toBeLessThan(LOGINS);
  } finally {
    await app.close();
  }
});

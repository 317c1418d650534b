import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadSettings } from './settings.js';

/**
 * Starts the mock API: listens on HOST:PORT (default 127.0.0.1:3001) and closes gracefully on
 * SIGINT/SIGTERM (close-with-grace: requests in flight finish, within 10 s; a second signal exits
 * at once).
 */
async function main(): Promise<void> {
  const settings = loadSettings();
  const app = await buildApp(settings);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) console.error(err);
    else app.log.info(`${signal} received, closing`);
    await app.close();
  });
  await app.listen({ host: settings.host, port: settings.port });
  if (!settings.logRequests)
    console.log(`Mock API listening on http://${settings.host}:${settings.port}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

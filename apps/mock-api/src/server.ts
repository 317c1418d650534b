import { buildApp } from './app.js';
import { loadSettings } from './settings.js';

/**
 * Starts the mock API: listens on HOST:PORT (default 127.0.0.1:3001) and closes gracefully on
 * SIGINT/SIGTERM (in-flight requests finish; a second signal exits at once).
 */
async function main(): Promise<void> {
  const settings = loadSettings();
  const app = await buildApp(settings);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: settings.host, port: settings.port });
  if (!settings.logRequests)
    console.log(`Mock API listening on http://${settings.host}:${settings.port}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

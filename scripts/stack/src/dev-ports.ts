/**
 * `pnpm dev`'s first step (the root script runs it before turbo starts the servers): checks that
 * the ports of both servers are free on HOST (default 127.0.0.1): PORT (the storefront, default
 * 5173) and MOCK_PORT (the mock API, default 3001). When one is taken it prints one line naming
 * the port, the setting that moves it and a free port that is neither server's, and exits 1, as
 * `pnpm start` does; otherwise it prints nothing and exits 0. A taken port found by the servers
 * themselves would name the mock's own setting (PORT) instead of `pnpm dev`'s (MOCK_PORT).
 */
import { DEV_PORTS, stackSettings, takenPortMessage } from './stack.ts';

try {
  const taken = await takenPortMessage(stackSettings(process.env, DEV_PORTS), 'pnpm dev');
  if (taken) {
    console.error(taken);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

// @ts-check
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest's global setup (`globalSetup`) for a package whose tests make temporary folders: one
 * folder per run (`trini-vitest-<package>-*` in the system's temporary folder) becomes TMPDIR, so
 * every folder a test, a helper or a process it starts makes with `os.tmpdir()` lands inside it;
 * the folder and all it holds are removed when the run ends, passed or failed.
 * @returns {() => void} the teardown, which removes the folder
 */
export default function tempRoot() {
  const name = (process.env.npm_package_name ?? 'package').replace(/[^a-z0-9-]/gi, '-');
  const root = mkdtempSync(join(tmpdir(), `trini-vitest-${name}-`));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}

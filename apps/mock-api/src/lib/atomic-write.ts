import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** What a temporary file beside `path` is named: `<name>.<pid>.<8 hex digits>.tmp`. */
function tempName(path: string): string {
  return `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}

/** True for a temporary file `writeFileAtomically` leaves beside `name` when it is stopped mid-way. */
export function isTempOf(name: string, candidate: string): boolean {
  return (
    candidate.startsWith(`${name}.`) &&
    /^\.\d{1,10}\.[0-9a-f]{8}\.tmp$/.test(candidate.slice(name.length))
  );
}

/** Flushes a folder's entries (the rename) to the disk; ignored where folders cannot be opened. */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Some platforms and file systems cannot fsync a folder; the rename itself stays atomic.
  } finally {
    await handle?.close();
  }
}

/**
 * Replaces `path` with `bytes` so that a reader (or a restart after a crash) finds either the old
 * file or the whole new one, never a part: writes a temporary file in the same folder (parents
 * created), flushes it to the disk (fsync), renames it over `path`, then flushes the folder. On
 * failure the temporary file is removed and the error rethrown; `path` is untouched.
 * @param mode permissions of a new file before the umask (default 0o666; 0o600 for secrets)
 */
export async function writeFileAtomically(
  path: string,
  bytes: string | Buffer,
  mode = 0o666,
): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temp = tempName(path);
  try {
    const handle = await open(temp, 'w', mode);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/**
 * Removes the temporary files a stopped `writeFileAtomically` of `path` left beside it (see
 * `isTempOf`); answers how many. A missing folder counts as none.
 */
export async function removeStaleTemps(path: string): Promise<number> {
  const name = basename(path);
  let entries: string[];
  try {
    entries = await readdir(dirname(path));
  } catch {
    return 0;
  }
  const stale = entries.filter((entry) => isTempOf(name, entry));
  await Promise.all(stale.map((entry) => rm(join(dirname(path), entry), { force: true })));
  return stale.length;
}

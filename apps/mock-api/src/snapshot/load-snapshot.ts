import { parseSnapshot, type Snapshot } from './parse-snapshot.js';
import { readSnapshotFolder } from './read-snapshot-folder.js';

/**
 * Reads and validates a snapshot folder: `readSnapshotFolder` then `parseSnapshot`.
 * Throws a SnapshotError whose message is one line naming the file and the zod path; the mock does
 * not start on it.
 */
export async function loadSnapshot(dir: string): Promise<Snapshot> {
  return parseSnapshot(await readSnapshotFolder(dir));
}

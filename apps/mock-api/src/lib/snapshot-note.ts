import type { FastifyReply, FastifyRequest } from 'fastify';
import { servesSnapshot } from '../snapshot/served-data.js';

/** The answer header that says what a snapshot lacks. */
export const NOTE_HEADER = 'x-mock-note';

/** `text` as a header value: printable ASCII only, at most 200 characters. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

/**
 * When the session serves a snapshot, sets `x-mock-note` on an empty or 404 answer to say the
 * snapshot lacks `what` (e.g. 'product 5123'): 'Not in the snapshot (replace mode): product 5123.'
 * or, on top of the seed, 'Not in the snapshot or the seed (overlay mode): …'. Serving the seed,
 * it does nothing: an empty answer is then the seed's own. Such answers are not cached by URL.
 */
export function noteSnapshotLacks(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
): void {
  const data = request.mock.data;
  if (!servesSnapshot(data)) return;
  const where =
    data.info.mode === 'overlay'
      ? 'Not in the snapshot or the seed (overlay mode)'
      : 'Not in the snapshot (replace mode)';
  void reply.header(NOTE_HEADER, headerSafe(`${where}: ${what}.`));
}

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SNAPSHOT_FILE_KEYS } from '../../snapshot/snapshot-files.js';
import { SnapshotError } from '../../snapshot/snapshot-error.js';
import { parseSnapshot } from '../../snapshot/parse-snapshot.js';
import { DATA_MODES } from '../../snapshot/snapshot-seed.js';
import { servedData, type DataInfo } from '../../snapshot/served-data.js';

/** Largest body of POST /__mock/data, bytes (a snapshot with its media in base64): 96 MiB. */
export const DATA_BODY_LIMIT_BYTES = 96 * 1024 * 1024;

/** The body of POST /__mock/data: a snapshot folder as read (see readSnapshotFolder) and a mode. */
const SentDataSchema = z.object({
  mode: z.enum(DATA_MODES).default('replace'),
  snapshot: z.object({
    folder: z.string().max(4096),
    files: z.partialRecord(z.enum(SNAPSHOT_FILE_KEYS), z.unknown()),
    media: z.record(z.string().max(300), z.string()),
  }),
});

/** What GET /__mock/data answers: the session and the data it serves. */
export interface DataAnswer extends DataInfo {
  session: string;
}

/**
 * The data a session serves, per `x-mock-session`:
 * - GET /__mock/data — `{ session, mode: 'seed' | 'replace' | 'overlay', seed, folder?,
 *   recordedAt?, target?, products, media }` (the control panel shows it);
 * - POST /__mock/data `{ mode?: 'replace' | 'overlay', snapshot: { folder, files, media } }` — this
 *   session serves that snapshot folder (as `readSnapshotFolder` reads it; the Playwright fixture
 *   sends it) from now on and after a reset, its state starting over; answers `{ ok, session,
 *   data }`, or 400 `{ msg, fields: [file] }` with the one line naming the file and the zod path.
 *   Identical snapshots sent to several sessions are held once (see SessionStore.serveSent);
 * - DELETE /__mock/data — back to the app's data (the seed, or the `--data` folder).
 */
export async function dataRoutes(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  const answer = (session: string, info: DataInfo): DataAnswer => ({ session, ...info });
  app.get('/__mock/data', hide, async (request) => answer(request.mock.id, request.mock.data.info));
  app.post(
    '/__mock/data',
    { ...hide, bodyLimit: DATA_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const sent = SentDataSchema.safeParse(request.body);
      if (!sent.success) {
        const issue = sent.error.issues[0];
        return reply.code(400).send({
          msg: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
          fields: [issue?.path.join('.') || 'body'],
        });
      }
      const { mode, snapshot } = sent.data;
      const key = createHash('sha256').update(mode).update(JSON.stringify(snapshot)).digest('hex');
      try {
        const session = app.sessions.serveSent(request.mock.id, key, () =>
          servedData(app.settings.seed, parseSnapshot(snapshot), mode),
        );
        return { ok: true, session: session.id, data: session.data.info };
      } catch (error) {
        if (!(error instanceof SnapshotError)) throw error;
        return reply.code(400).send({ msg: error.message, fields: [error.file] });
      }
    },
  );
  app.delete('/__mock/data', hide, async (request) => {
    const session = app.sessions.serve(request.mock.id, null);
    return { ok: true, session: session.id, data: session.data.info };
  });
}

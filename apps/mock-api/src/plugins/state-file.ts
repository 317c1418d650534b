import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { removeStaleTemps } from '../lib/atomic-write.js';
import { resumePayments } from '../lib/pending-payments.js';
import { applyStateFile, stateText, stateToFile, type StateFile } from '../state/state-file.js';
import { StateWriter } from '../state/state-writer.js';
import { DEFAULT_SESSION } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The state file's writer (`settings.stateFile`), or null when the state is not kept. */
    stateFile: StateWriter | null;
  }
}

/** Options of the state file plugin. */
export interface StateFilePluginOptions {
  /** The state file; undefined keeps the state in memory alone. */
  path: string | undefined;
  /** Its content read beforehand (`readStateFile`), undefined when there was no file. */
  saved: StateFile | undefined;
  /** Delay after a change before writing, ms (default STATE_WRITE_DELAY_MS). */
  delayMs?: number;
}

/**
 * Keeps the default session's state in the file `path` (see state/state-file.ts): puts `saved`
 * into it (a StateFileError when it belongs to other data), removes temporary files a stopped
 * write left, writes the file at once (so a missing one is created from the data served, and a
 * folder it cannot be written to stops the start), then writes it after every request that may
 * have changed the default session (coalesced: StateWriter) and a last time when the app closes.
 * Sessions chosen by `x-mock-session` stay in memory. While the default session serves a snapshot
 * sent to it (`POST /__mock/data`), nothing is written: the file keeps the app's data's state.
 * Decorates the app with `stateFile` (null without a path).
 */
export const stateFilePlugin = fp<StateFilePluginOptions>(
  async (app, opts) => {
    if (opts.path === undefined) {
      app.decorate('stateFile', null);
      return;
    }
    const path = resolve(opts.path);
    const store = app.sessions;
    const session = store.get(DEFAULT_SESSION);
    if (opts.saved) {
      applyStateFile(session.state, opts.saved, store.appData().info, path);
      resumePayments(session.state);
    }
    const writer = new StateWriter({
      path,
      text: () => {
        const current = store.get(DEFAULT_SESSION);
        if (current.data !== store.appData()) return undefined;
        return stateText(stateToFile(current.state, current.data.base, current.data.info));
      },
      onError: (error) => app.log.error({ err: error }, `State file ${path} not written`),
      ...(opts.delayMs === undefined ? {} : { delayMs: opts.delayMs }),
    });
    await removeStaleTemps(path);
    await writer.save();
    app.decorate('stateFile', writer);
    store.onChange((changed) => {
      if (changed.id === DEFAULT_SESSION) writer.changed();
    });
    app.addHook('onClose', async () => {
      try {
        await writer.close();
      } catch (error) {
        app.log.error({ err: error }, `State file ${path} not written`);
      }
    });
  },
  { name: 'state-file', dependencies: ['store'] },
);

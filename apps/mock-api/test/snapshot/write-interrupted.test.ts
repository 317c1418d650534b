import { cpSync, readdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaFile } from '../../src/seed/media.js';
import { loadSnapshot } from '../../src/snapshot/load-snapshot.js';
import { writeSnapshot } from '../../src/snapshot/write-snapshot.js';
import { seedSnapshot, tempFolder } from './seed-folder.js';

/** The rename that fails (1 = the first of a write), or 0 for none: a crash at that point. */
const crash = vi.hoisted(() => ({ at: 0, renames: 0 }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const rename: typeof fs.rename = async (from, to) => {
    crash.renames += 1;
    if (crash.renames === crash.at) throw new Error(`crashed before renaming onto ${String(to)}`);
    return fs.rename(from, to);
  };
  return { ...fs, default: { ...fs, rename }, rename };
});

afterEach(() => {
  crash.at = 0;
  crash.renames = 0;
});

const jpeg = (text: string): MediaFile => ({ body: Buffer.from(text), contentType: 'image/jpeg' });

/** What a load of `dir` gives: its recordedAt and media bytes by path, or the error's message. */
async function outcome(
  dir: string,
): Promise<{ recordedAt: string; media: Record<string, string> } | string> {
  try {
    const snapshot = await loadSnapshot(dir);
    return {
      recordedAt: snapshot.meta.recordedAt,
      media: Object.fromEntries([...snapshot.mediaFiles].map(([p, f]) => [p, f.body.toString()])),
    };
  } catch (error) {
    return (error as Error).message;
  }
}

/** Runs writeSnapshot on `dir` with a crash at rename `at`; answers whether it crashed. */
async function writeCrashingAt(
  dir: string,
  at: number,
  content: ReturnType<typeof seedSnapshot>,
  media: Map<string, MediaFile>,
): Promise<boolean> {
  crash.at = at;
  crash.renames = 0;
  try {
    await writeSnapshot(dir, content, media);
    return false;
  } catch (error) {
    expect((error as Error).message).toMatch(/^crashed before renaming/);
    return true;
  } finally {
    crash.at = 0;
  }
}

const few = (p: { ProductNo: number }) => p.ProductNo % 5 === 0;

describe('a snapshot write stopped at any point', () => {
  it('over an older folder: the folder loads at every point, its index naming only files present with their bytes', async () => {
    const oldMedia = new Map([
      ['ERP/a.jpg', jpeg('a-old')],
      ['ERP/b.jpg', jpeg('b')],
      ['ERP/gone.jpg', jpeg('gone')],
    ]);
    const newMedia = new Map([
      ['ERP/a.jpg', jpeg('a-new')],
      ['ERP/b.jpg', jpeg('b')],
      ['ERP/c.jpg', jpeg('c')],
    ]);
    const before = seedSnapshot({ keep: few });
    const after = {
      ...seedSnapshot({ keep: (p) => p.ProductNo % 7 === 0 }),
      meta: { ...before.meta, recordedAt: '2025-06-07T08:09:10.000Z' },
    };
    const previous = tempFolder();
    await writeSnapshot(previous, before, oldMedia);
    const old = await outcome(previous);
    expect(old).toMatchObject({ recordedAt: before.meta.recordedAt });

    let point = 1;
    for (; ; point++) {
      const dir = tempFolder();
      cpSync(previous, dir, { recursive: true });
      const crashed = await writeCrashingAt(dir, point, after, newMedia);
      const loaded = await outcome(dir);
      if (typeof loaded === 'string') throw new Error(`crash at rename ${point}: ${loaded}`);
      // The media the index lists are whole, old or new: never a file it names but lacks.
      for (const [path, bytes] of Object.entries(loaded.media))
        expect([
          oldMedia.get(path)?.body.toString(),
          newMedia.get(path)?.body.toString(),
        ]).toContain(bytes);
      // Until meta.json (the last file) is in place, the folder is the previous recording.
      expect(loaded.recordedAt).toBe(crashed ? before.meta.recordedAt : after.meta.recordedAt);
      if (!crashed) {
        expect(loaded.media).toEqual({ 'ERP/a.jpg': 'a-new', 'ERP/b.jpg': 'b', 'ERP/c.jpg': 'c' });
        expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
        break;
      }
    }
    // Every rename of the write was a crash point: the index, media and data files.
    expect(point).toBeGreaterThan(6);
  });

  it('into a new folder: until it is complete it is recognisably no snapshot (no meta.json), then it loads', async () => {
    const content = seedSnapshot({ keep: few });
    const media = new Map([
      ['ERP/a.jpg', jpeg('a')],
      ['ERP/b.jpg', jpeg('b')],
    ]);
    for (let point = 1; ; point++) {
      const dir = tempFolder();
      const crashed = await writeCrashingAt(dir, point, content, media);
      const loaded = await outcome(dir);
      if (crashed) {
        expect(loaded).toMatch(/^Snapshot file meta\.json: missing/);
        continue;
      }
      expect(loaded).toEqual({
        recordedAt: content.meta.recordedAt,
        media: { 'ERP/a.jpg': 'a', 'ERP/b.jpg': 'b' },
      });
      expect(point).toBeGreaterThan(3);
      break;
    }
  });

  it('a failure after the media and before the index leaves the old index, which loads and names only files present', async () => {
    const previous = tempFolder();
    const before = seedSnapshot({ keep: few });
    await writeSnapshot(previous, before, new Map([['ERP/a.jpg', jpeg('a-old')]]));
    const media = new Map([
      ['ERP/a.jpg', jpeg('a-new')],
      ['ERP/new.jpg', jpeg('new')],
    ]);
    const after = { ...before, meta: { ...before.meta, recordedAt: '2025-06-07T08:09:10.000Z' } };
    // Renames: the index without a.jpg, a.jpg, new.jpg, then meta.json's or media.json's.
    expect(await writeCrashingAt(previous, 4, after, media)).toBe(true);
    const loaded = await outcome(previous);
    expect(loaded).toEqual({ recordedAt: before.meta.recordedAt, media: {} });
    await writeSnapshot(previous, after, media);
    expect(await outcome(previous)).toEqual({
      recordedAt: after.meta.recordedAt,
      media: { 'ERP/a.jpg': 'a-new', 'ERP/new.jpg': 'new' },
    });
  });
});

import { writeFileAtomically } from '../lib/atomic-write.js';
import { STATE_LIMITS } from './state-file.js';

/** How long the writer waits after a change before writing, ms: changes meanwhile share the write. */
export const STATE_WRITE_DELAY_MS = 200;

/** What a StateWriter is given. */
export interface StateWriterOptions {
  /** The state file. */
  path: string;
  /** The text to write now, or undefined to write nothing (the state is not to be kept). */
  text: () => string | undefined;
  /** Told of a write that failed after a change (a flush rejects instead). */
  onError: (error: Error) => void;
  /** Delay after a change, ms (default STATE_WRITE_DELAY_MS). */
  delayMs?: number;
}

/**
 * How many times the last serialization's duration the writer waits at least: serializing runs
 * on the event loop, so a large state is written at most a fifth of the time.
 */
const SERIALIZE_SHARE = 4;

/**
 * Writes the state file after changes, coalesced: a change starts a timer of `delayMs`, or
 * SERIALIZE_SHARE times the last serialization if longer (unless a timer runs), at most one write
 * is in flight, and a change during a write is written after it.
 * Each write is atomic (writeFileAtomically: temporary file, fsync, rename), skipped when the
 * text is what was last written, and refused over STATE_LIMITS.FILE_BYTES (the file keeps the
 * last state within the bound). `flush` writes now; `close` flushes and stops the timer.
 */
export class StateWriter {
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private written: string | undefined;
  private closed = false;
  private readonly delayMs: number;
  /** How long the last `text()` took, ms. */
  private serializeMs = 0;

  constructor(private readonly options: StateWriterOptions) {
    this.delayMs = options.delayMs ?? STATE_WRITE_DELAY_MS;
  }

  /** Files written so far (each a whole file, renamed into place). */
  writes = 0;

  /** Notes a change: the state is written within `delayMs`, with any other change meanwhile. */
  changed(): void {
    this.dirty = true;
    if (this.timer !== undefined || this.closed) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.run().catch((error: unknown) => this.options.onError(error as Error));
      },
      Math.max(this.delayMs, SERIALIZE_SHARE * this.serializeMs),
    );
    this.timer.unref();
  }

  /**
   * Writes the state now if it changed since the last write (waiting for a write in flight).
   * Rejects with the write's error (the previous file stays whole).
   */
  async flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.run();
  }

  /** Writes the state now whatever changed (waiting for a write in flight); rejects on failure. */
  async save(): Promise<void> {
    this.dirty = true;
    this.written = undefined;
    await this.flush();
  }

  /** Flushes, then ignores changes. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async run(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    if (!this.dirty) return;
    this.dirty = false;
    this.running = this.write().finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  private async write(): Promise<void> {
    const started = performance.now();
    const text = this.options.text();
    this.serializeMs = performance.now() - started;
    if (text === undefined || text === this.written) return;
    const bytes = Buffer.byteLength(text);
    if (bytes > STATE_LIMITS.FILE_BYTES)
      throw new Error(
        `State file ${this.options.path} not written: the state is ${bytes} bytes, over the bound of ${STATE_LIMITS.FILE_BYTES}; the file keeps the last state within it`,
      );
    try {
      await writeFileAtomically(this.options.path, text, 0o600);
    } catch (error) {
      this.dirty = true;
      throw error;
    }
    this.written = text;
    this.writes += 1;
  }
}

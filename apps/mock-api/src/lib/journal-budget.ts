/**
 * Default budget of the request journals of ALL sessions together: 32 MiB of entry JSON (UTF-8
 * bytes; the heap they take is a small multiple of that). With at most 1,000 entries per session
 * and 8 KiB per body, 500 sessions could otherwise hold gigabytes.
 */
export const JOURNAL_BUDGET_BYTES = 32 * 1024 * 1024;

interface Kept<E> {
  journal: E[];
  entry: E;
  bytes: number;
}

/**
 * Counts the journal entries of every session in arrival order with their size, and drops the
 * oldest (from its session's journal) while the total is over the budget. An entry its session
 * already dropped (per-session cap, reset, evicted session) stays counted until it is the oldest:
 * the count is the memory this queue still references, and after each `add` it is within budget.
 */
export class JournalBudget<E> {
  private queue: (Kept<E> | undefined)[] = [];
  private head = 0;
  private total = 0;

  /** @param budgetBytes most bytes of entry JSON kept across sessions */
  constructor(private readonly budgetBytes: number) {}

  /** Bytes of entry JSON currently counted. */
  get bytes(): number {
    return this.total;
  }

  /** Counts `entry` (already pushed on `journal`) of `bytes`, then drops the oldest beyond budget. */
  add(journal: E[], entry: E, bytes: number): void {
    this.queue.push({ journal, entry, bytes });
    this.total += bytes;
    while (this.total > this.budgetBytes && this.head < this.queue.length) {
      const oldest = this.queue[this.head];
      this.queue[this.head] = undefined;
      this.head += 1;
      if (!oldest) continue;
      this.total -= oldest.bytes;
      // Entries leave a journal oldest first, so a still-kept oldest entry is its journal's first.
      if (oldest.journal[0] === oldest.entry) oldest.journal.shift();
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}

/**
 * Of two answers for the same thing, the one a recording keeps, whatever order they came in: the
 * longer JSON, or at equal length the greater in code-unit order. A backend answering the same
 * both times gives the same value; one whose answers differed (a list capped at 15, then at 30)
 * gives the fuller. Order-independent, so the folder does not depend on which call finished first.
 */
export function preferred<T>(kept: T | undefined, candidate: T): T {
  if (kept === undefined) return candidate;
  const a = JSON.stringify(kept);
  const b = JSON.stringify(candidate);
  if (a.length !== b.length) return b.length > a.length ? candidate : kept;
  return b > a ? candidate : kept;
}

/**
 * A list answered page by page (home pages, a banner's search): product numbers by position,
 * `(PageNo - 1) × MaxRecords + i`. Two pages claiming one position keep the smaller number (the
 * same whatever order they came in).
 */
export class PagedList {
  private readonly at = new Map<number, number>();

  /** Adds page `pageNo` of `size` entries holding `nos`. */
  add(pageNo: number, size: number, nos: readonly number[]): void {
    nos.forEach((no, i) => {
      const position = (pageNo - 1) * size + i;
      const kept = this.at.get(position);
      this.at.set(position, kept === undefined ? no : Math.min(kept, no));
    });
  }

  /** The numbers in position order, each once (its first position). */
  list(): number[] {
    const positions = [...this.at.keys()].sort((a, b) => a - b);
    return [...new Set(positions.map((p) => this.at.get(p)!))];
  }
}

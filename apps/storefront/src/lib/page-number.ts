/** Highest page number a URL may ask for (a bound on what a link can make the server fetch). */
export const MAX_PAGE = 1000;

/**
 * A page number from a URL parameter (`?page=`, `?from=`): a whole number from 1 to MAX_PAGE, or
 * undefined for anything else (absent, 0, negative, fractional, text, too large).
 */
export function pageNumber(raw: string | null): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : undefined;
}

/** How many pages `total` items fill at `size` per page (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

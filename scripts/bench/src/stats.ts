/** The median of `xs` (the mean of the middle two when their count is even; 0 when empty). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * Whether the median of `planned` samples is already on one side of a budget whatever the
 * samples still to come: true once more than half of `planned` of the `taken` ones are within it
 * (`within`), or more than half are not. Then the median of all `planned` would be within it
 * (or past it) too, so the samples left can be skipped without changing the verdict. (It holds
 * also when some planned samples are later left out: a majority of `planned` is one of fewer.)
 */
export function medianSettled(
  taken: readonly number[],
  planned: number,
  within: (x: number) => boolean,
): boolean {
  const majority = Math.floor(planned / 2) + 1;
  const inside = taken.filter(within).length;
  return inside >= majority || taken.length - inside >= majority;
}

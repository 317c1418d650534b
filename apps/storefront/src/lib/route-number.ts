/**
 * A positive whole number from a route segment (`/cart/1001`, `/fborder/1001/2`), or null when
 * the segment is missing or anything but digits above 0.
 */
export function routeNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

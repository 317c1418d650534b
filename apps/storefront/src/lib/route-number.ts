/**
 * A positive whole number from a route segment (`/cart/1001`, `/fborder/1001/2`), or null when
 * the segment is missing, anything but digits, 0, or past the safe integers (9,007,199,254,740,991:
 * no id the API accepts, so `/productdetails/99999999999999999999` is not found, not an error).
 */
export function routeNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

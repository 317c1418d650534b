/**
 * The raw value of the first cookie named `name` in a request's `Cookie` header (the most specific
 * path, as browsers send them), or null when the header is missing or has none. Not decoded.
 * Shared by the cart and coupon cookies' readers.
 */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (typeof cookieHeader !== 'string') return null;
  const prefix = `${name}=`;
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(prefix)) return pair.slice(prefix.length);
  }
  return null;
}

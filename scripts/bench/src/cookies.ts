/** A cookie as Playwright's `BrowserContext.addCookies` takes it. */
export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
}

/**
 * The cookies of a `Cookie` header (`name=value; name2=value2`) as cookies of `url`'s origin, to
 * put in the browser's own cookie jar before a page is loaded: a shopper's browser holds the cart
 * cookie there, where the app reads and rewrites it. A `Cookie` header sent on top of the jar
 * (Lighthouse's extraHeaders, Playwright's setExtraHTTPHeaders) is dropped by Chromium once the
 * jar holds any cookie of the site (the XSRF-TOKEN of an earlier page), which made the bench's
 * cart and checkout render an empty cart after the first page that set one. Parts without `=` are
 * left out.
 */
export function cookiesFor(header: string, url: string): BrowserCookie[] {
  const origin = new URL(url).origin;
  return header.split(';').flatMap((raw) => {
    const part = raw.trim();
    const at = part.indexOf('=');
    if (at <= 0) return [];
    return [{ name: part.slice(0, at).trim(), value: part.slice(at + 1), url: origin }];
  });
}

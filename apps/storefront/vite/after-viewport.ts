/** The viewport `<meta>` of the page template, where the head's first requests are placed. */
const VIEWPORT = /<meta name="viewport"[^>]*>/;

/**
 * `html` with `tags` right after the template's viewport `<meta>`, ahead of what was there (the
 * boot script, load-app-with-page.ts): where the build puts what the browser must ask for with
 * the page's first bytes. Throws when the template has no viewport `<meta>` (a broken template),
 * so the build fails. `plugin` names the caller in that error.
 */
export function afterViewport(html: string, tags: string, plugin: string): string {
  if (!VIEWPORT.test(html)) throw new Error(`${plugin}: the template has no viewport <meta>`);
  // A function, so a `$` in the tags is not read as a replacement pattern.
  return html.replace(VIEWPORT, (viewport) => `${viewport}\n    ${tags}`);
}

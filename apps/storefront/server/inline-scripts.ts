import { createHash } from 'node:crypto';

/** Script types a browser runs; any other is a data block, which the policy does not govern. */
const RUN_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/**
 * The texts of the inline scripts the browser runs in the page template (index.html as built),
 * in document order: the boot script (src/boot/boot.js, inlined by
 * vite/load-app-with-page.ts). Scripts with a `src` and data blocks (the state's
 * `type="application/json"`) are left out. Scanned with indexOf, in linear time; an unclosed
 * `<script>` ends the scan (the browser would not run it either). Also read by the bench, which
 * counts them in home's first-visit JS (scripts/bench/src/bundles.ts).
 */
export function inlineScripts(template: string): string[] {
  const texts: string[] = [];
  const lower = template.toLowerCase();
  let at = 0;
  for (;;) {
    const open = lower.indexOf('<script', at);
    if (open < 0) break;
    const tagEnd = lower.indexOf('>', open);
    const close = lower.indexOf('</script', tagEnd);
    if (tagEnd < 0 || close < 0) break;
    const attributes = lower.slice(open + '<script'.length, tagEnd);
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/.exec(attributes)?.[1] ?? '';
    if (!/\bsrc\s*=/.test(attributes) && RUN_TYPES.has(type))
      texts.push(template.slice(tagEnd + 1, close));
    at = close + '</script'.length;
  }
  return texts;
}

/**
 * The Content Security Policy sources (`'sha256-…'`, base64) of the template's inline scripts
 * (inlineScripts), so the policy allows exactly those texts and still no other inline script (no
 * `'unsafe-inline'`).
 */
export function inlineScriptHashes(template: string): string[] {
  return inlineScripts(template).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

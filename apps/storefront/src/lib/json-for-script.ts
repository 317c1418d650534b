/**
 * Any value as JSON to place raw inside a `<script>` element (the page state, JSON-LD): `<` is
 * written `\\u003c`, so no text in the data can close the element, and nothing is HTML-escaped
 * (a script's text is not decoded, so `&quot;` would reach a crawler as is).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

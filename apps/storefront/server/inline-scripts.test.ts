import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

describe('inlineScriptHashes (the Content Security Policy of the inline boot script)', () => {
  it("gives each inline script's sha256 in base64, as a browser computes it over the script's text", () => {
    // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
    const template = '<head><script data-app="/a.js">alert(1)</script></head><body></body>';
    expect(inlineScriptHashes(template)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('leaves out scripts loaded from a file and data blocks the browser never runs', () => {
    const template = [
      '<script type="module" src="/assets/index.js"></script>',
      '<script type="application/json" id="state">{"a":1}</script>',
      '<SCRIPT TYPE="module">alert(1)</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(template)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('ends at an unclosed script, and a template without scripts gives none', () => {
    expect(inlineScriptHashes('<head><script>alert(1)')).toEqual([]);
    expect(inlineScriptHashes('<html><head></head></html>')).toEqual([]);
  });
});

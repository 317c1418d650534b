import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/** Longest wait for the largest paint to be reported after the images decoded (ms). */
const LCP_WAIT_MS = 1000;

/**
 * The boot script (ES5, no dependencies): once the page has loaded and its high-priority images
 * (the largest-paint candidates) are decoded, it waits until the browser has reported one of those
 * shown in the first screen as the largest contentful paint (PerformanceObserver; at most LCP_WAIT_MS more, for pages whose
 * largest paint is text), then for two more paints, and only then adds the module preloads and
 * the app's module script it was given in `data-preload` and `data-app`, and the web manifest link
 * of `data-manifest`. Browsers without the
 * largest-contentful-paint entry wait for the decode and the two paints only. Waiting for the
 * reported paint matters: a paint is reported a frame or more after it is drawn, and a script
 * requested before it counts toward the page's largest paint (Lighthouse's LCP went from 1.2 s
 * to 1.5 s on the product page in such runs). The same holds for the manifest: Chrome fetches it
 * and then an icon as soon as it sees the link, and that chain of two requests, when it finished
 * before the image's paint, cost the product page the same ~220 ms of simulated LCP.
 */
const BOOT_SOURCE = `(function () {
  var LCP_WAIT_MS = ${LCP_WAIT_MS};
  var me = document.currentScript;
  var app = me.getAttribute('data-app');
  var preloads = (me.getAttribute('data-preload') || '').split(' ');
  var manifest = me.getAttribute('data-manifest');
  function add(tag, attrs) {
    var el = document.createElement(tag);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    document.head.appendChild(el);
  }
  function start() {
    if (manifest) add('link', { rel: 'manifest', href: manifest });
    for (var i = 0; i < preloads.length; i++)
      if (preloads[i]) add('link', { rel: 'modulepreload', crossorigin: '', href: preloads[i] });
    add('script', { type: 'module', crossorigin: '', src: app });
  }
  function afterPaint(next) {
    requestAnimationFrame(function () { setTimeout(next, 0); });
  }
  function afterImages(next) {
    var images = document.querySelectorAll('img[fetchpriority="high"]');
    var pending = images.length;
    if (!pending) return next();
    function one() { if (--pending === 0) next(); }
    for (var i = 0; i < images.length; i++) {
      var decoding = images[i].decode ? images[i].decode() : null;
      if (decoding) decoding.then(one, one);
      else one();
    }
  }
  function afterLargestPaint(next) {
    var all = document.querySelectorAll('img[fetchpriority="high"]');
    var images = [];
    for (var k = 0; k < all.length; k++) {
      var box = all[k].getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < window.innerHeight) images.push(all[k]);
    }
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!images.length || !types || types.indexOf('largest-contentful-paint') < 0) return next();
    var done = false;
    var observer;
    function go() {
      if (done) return;
      done = true;
      if (observer) observer.disconnect();
      next();
    }
    observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++)
        for (var j = 0; j < images.length; j++) if (entries[i].element === images[j]) return go();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(go, LCP_WAIT_MS);
  }
  function afterLoadAndPaint() {
    afterImages(function () {
      afterLargestPaint(function () { afterPaint(function () { afterPaint(start); }); });
    });
  }
  if (document.readyState === 'complete') afterLoadAndPaint();
  else window.addEventListener('load', afterLoadAndPaint);
})();
`;

const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 8)}.js`;

/**
 * The chunks the entry needs to start: its static imports and the chunks it imports dynamically
 * (the entry loads the app in parts, see src/app/main.tsx), each with its static imports. Not the
 * screens' chunks, which those parts import on demand.
 */
function startupChunks(bundle: Rollup.OutputBundle, entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (file: string, withDynamic: boolean) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || found.has(file)) return;
    found.add(file);
    for (const f of chunk.imports) visit(f, false);
    if (withDynamic) for (const f of chunk.dynamicImports) visit(f, false);
  };
  visit(entry, true);
  found.delete(entry);
  return found;
}

/**
 * Loads the app's JavaScript after the page has loaded, in the built template. The server sends
 * every page fully rendered, so its text, CSS and largest image are what the shopper waits for;
 * the JavaScript only makes the page interactive (hydration) and must not take the connection or
 * the main thread from them. The template's module script and module preloads are replaced by one
 * small deferred boot script (a content-hashed file: no inline script, so the Content Security
 * Policy stays `script-src 'self'`) that adds them on the window's load event. Links work before
 * that (they are real links to server-rendered pages); buttons work once hydrated. The template's
 * web manifest link moves to the boot script too (`data-manifest`), for the reason given above; a
 * browser without JavaScript cannot install the shop as an app.
 */
export function hydrateAfterLoad(): Plugin {
  return {
    name: 'trini-hydrate-after-load',
    apply: 'build',
    generateBundle(options) {
      if (options.format === 'es' && !this.environment?.config.build.ssr)
        this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
        if (!entry || !ctx.bundle || !ctx.chunk)
          throw new Error('hydrate-after-load: the template has no module script');
        const manifest = /<link rel="manifest" href="([^"]+)"[^>]*>\s*/.exec(html);
        const out = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload"[^>]*>/g, '')
          .replace(manifest?.[0] ?? '', '');
        const preload = [...startupChunks(ctx.bundle, ctx.chunk.fileName)].map((f) => `/${f}`);
        const manifestAttr = manifest ? ` data-manifest="${manifest[1]}"` : '';
        const boot = `<script defer src="/${BOOT_FILE}" data-app="${entry[1]}" data-preload="${preload.join(' ')}"${manifestAttr}></script>`;
        return out.replace('</body>', `  ${boot}\n  </body>`);
      },
    },
  };
}

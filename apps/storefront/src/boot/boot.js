/**
 * The boot script, the page's only script until the app starts. Plain ES5 with no imports, inline
 * at the top of the page's head (vite/load-app-with-page.ts; the Content Security Policy allows it
 * by its hash, server/inline-scripts.ts), so it runs before the server's markup is parsed, let
 * alone on screen. It does two things. Why it starts the app when it does, with the figures:
 * docs/decisions/start-path.md.
 *
 * 1. No shopper's tap is lost before the app has hydrated. Until `<html data-hydrated>` appears
 * (set by the app once hydrated and the browser's state restored, src/app/start-app.tsx), it
 * listens on the document, in the capture phase, for what only the app can do and holds it:
 * - a click on a button (`<button>` that is not a form's submit button, `[role=button]`) or on a
 *   checkbox or radio: the click is cancelled (a checkbox or radio keeps its state) and queued;
 * - a form's submission, unless the form has an `action` (a GET form to a page the server
 *   renders: the browser goes there at once): cancelled and queued with its submit button;
 * - a `<select>` changed: queued with the option chosen;
 * - text typed into a field: the field is queued once, with the last text typed.
 * A held button, checkbox, radio, select or form gets `data-tap-pending` and `aria-busy="true"`,
 * which the global stylesheet shows as pressed with a spinner, until it is replayed. Links,
 * `<summary>` and GET forms are left to the browser: they work without the app.
 * Once the app has hydrated, the queue is replayed in order, one task each (so the app has applied
 * one step before the next, e.g. a typed coupon before its Apply click), on the same elements:
 * `click()`; `requestSubmit(submitter)`; the chosen option set again and a bubbling `change`; the
 * typed text set again (hydration may have reset a controlled field to its rendered value), given
 * through the field's own setter after '' so a React value tracker sees a change, and an `input`
 * event. An element the app has since removed from the page is skipped. Once hydrated the script
 * does nothing more: the app handles every event itself.
 *
 * 2. It starts the app (the module script of `data-app`, after module preloads of `data-preload`
 * and of the rendered screens' modules the server lists in `<meta name="trini:screen-modules">`,
 * server/screen-assets.ts; added one a task, then the app's script) once the first screen has been
 * painted: the browser has reported the largest contentful paint (PerformanceObserver, watched from
 * the head on) and it is one of the first screen's images (the server marks those, and only those,
 * `fetchpriority="high"`), and those images have decoded: the report comes once its frame is on
 * screen, so no frame more is waited for. A page with no such image (checkout, the cart: its
 * largest paint is text) goes at the first report of a largest paint once it is parsed; either
 * waits at most LCP_WAIT_MS after DOMContentLoaded. Not sooner: a script requested before the
 * reported paint counts toward the page's largest paint in Lighthouse's LCP. Not after the
 * window's load event, which waits for every other image. The web manifest link of
 * `data-manifest` is added then too: Chrome fetches the manifest and an icon as soon as it sees
 * the link, and that chain would delay the first screen's paint.
 * With `data-start="with-page"` (the server's APP_START=with-page, server/html-template.ts) it
 * starts the app as soon as the head is parsed (the screens' modules are listed at its end),
 * with `fetchpriority="low"` preloads: the code shares the network with the first screen's
 * images instead of following them. Taps work sooner and the observed largest paint moves little
 * on the phone profile, but Lighthouse's simulated LCP counts every module script that finished
 * before the observed paint as needed for it, so its LCP grows (see server/settings.ts).
 * Default `first-paint`: as above.
 */
(function () {
  var doc = document;
  var html = doc.documentElement;
  var me = doc.currentScript;
  var manifest = me && me.getAttribute('data-manifest');
  var app = me && me.getAttribute('data-app');
  var preloads = ((me && me.getAttribute('data-preload')) || '').split(' ');
  var withPage = !!me && me.getAttribute('data-start') === 'with-page';
  var SCREENS = 'meta[name="trini:screen-modules"]';
  var LCP_WAIT_MS = 1000;
  var HYDRATED = 'data-hydrated';
  var PENDING = 'data-tap-pending';
  var HELD_CLICK = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';
  var TEXT = /^(text|search|email|tel|password|number|url)$/;
  var queue = [];
  var typed = [];
  var texts = [];

  function hydrated() {
    return html.hasAttribute(HYDRATED);
  }
  function mark(el) {
    el.setAttribute(PENDING, '');
    el.setAttribute('aria-busy', 'true');
  }
  function unmark(el) {
    el.removeAttribute(PENDING);
    el.removeAttribute('aria-busy');
  }
  function hold(event, el, replay) {
    event.preventDefault();
    event.stopPropagation();
    mark(el);
    queue.push({ el: el, replay: replay });
  }
  function isSubmitButton(el) {
    return el.tagName === 'BUTTON' && el.type !== 'button' && !!el.form;
  }

  function onClick(event) {
    if (hydrated()) return;
    var el = event.target.closest(HELD_CLICK);
    if (!el || el.disabled || isSubmitButton(el) || el.closest('a[href]')) return;
    hold(event, el, function () {
      el.click();
    });
  }
  function onSubmit(event) {
    var form = event.target;
    if (hydrated() || form.hasAttribute('action')) return;
    var submitter = event.submitter && event.submitter.form === form ? event.submitter : null;
    hold(event, submitter || form, function () {
      form.requestSubmit(submitter);
    });
  }
  function onChange(event) {
    var el = event.target;
    if (hydrated() || el.tagName !== 'SELECT') return;
    var value = el.value;
    mark(el);
    queue.push({
      el: el,
      replay: function () {
        el.value = value;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      },
    });
  }
  function onInput(event) {
    var el = event.target;
    var isText = el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && TEXT.test(el.type));
    if (hydrated() || !isText) return;
    var seen = typed.indexOf(el);
    if (seen >= 0) {
      texts[seen] = el.value;
      return;
    }
    typed.push(el);
    texts.push(el.value);
    queue.push({
      el: el,
      replay: function () {
        var text = texts[typed.indexOf(el)];
        var proto = Object.getPrototypeOf(el);
        var native = Object.getOwnPropertyDescriptor(proto, 'value');
        el.value = '';
        native.set.call(el, text);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      },
    });
  }

  var listeners = { click: onClick, submit: onSubmit, change: onChange, input: onInput };
  function listen(on) {
    for (var type in listeners)
      if (on) doc.addEventListener(type, listeners[type], true);
      else doc.removeEventListener(type, listeners[type], true);
  }

  function replay() {
    listen(false);
    var i = 0;
    (function next() {
      var item = queue[i++];
      if (!item) return;
      unmark(item.el);
      setTimeout(next, 0);
      if (item.el.isConnected) item.replay();
    })();
  }

  if (!hydrated()) {
    listen(true);
    var watch = new MutationObserver(function () {
      if (!hydrated()) return;
      watch.disconnect();
      replay();
    });
    watch.observe(html, { attributes: true, attributeFilter: [HYDRATED] });
  }

  function add(tag, attrs) {
    var el = doc.createElement(tag);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    doc.head.appendChild(el);
  }
  function startApp() {
    var screens = doc.querySelector(SCREENS);
    if (screens) preloads = preloads.concat(screens.getAttribute('content').split(' '));
    if (manifest) add('link', { rel: 'manifest', href: manifest });
    var i = 0;
    // Each preload link starts its request as it is added, which costs the main thread more
    // than it looks (a Lighthouse run records each request's initiator): one a task, so no task
    // is long, the tasks chained without setTimeout's 4 ms clamp (soon). The app's script comes
    // last.
    (function one() {
      while (i < preloads.length && !preloads[i]) i++;
      if (i < preloads.length) {
        var link = { rel: 'modulepreload', crossorigin: '', href: preloads[i++] };
        if (withPage) link.fetchpriority = 'low';
        add('link', link);
        return soon(one);
      }
      if (app) add('script', { type: 'module', crossorigin: '', src: app });
    })();
  }
  // A new task at once: a message to ourselves (setTimeout waits ≥ 4 ms once nested five deep).
  var channel = window.MessageChannel ? new MessageChannel() : null;
  var soonQueue = [];
  if (channel)
    channel.port1.onmessage = function () {
      soonQueue.shift()();
    };
  function soon(fn) {
    if (!channel) return setTimeout(fn, 0);
    soonQueue.push(fn);
    channel.port2.postMessage(0);
  }
  function afterImages(images, next) {
    var pending = images.length;
    if (!pending) return next();
    function one() {
      if (--pending === 0) next();
    }
    for (var i = 0; i < images.length; i++) {
      var decoding = images[i].decode ? images[i].decode() : null;
      if (decoding) decoding.then(one, one);
      else one();
    }
  }
  // The server marks the first screen's images (and only those) fetchpriority="high".
  function firstScreenImages() {
    return Array.prototype.slice.call(doc.querySelectorAll('img[fetchpriority="high"]'));
  }
  function onParsed(next) {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', next);
    else next();
  }
  function afterFirstScreen(next) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('largest-contentful-paint') < 0)
      return onParsed(function () {
        afterImages(firstScreenImages(), next);
      });
    var done = false;
    var parsed = false;
    var painted = null;
    var observer;
    function go() {
      if (done) return;
      done = true;
      observer.disconnect();
      next();
    }
    function check() {
      if (done || !painted) return;
      if (painted.tagName === 'IMG' && painted.getAttribute('fetchpriority') === 'high')
        return afterImages(firstScreenImages(), go);
      if (parsed && !firstScreenImages().length) go();
    }
    observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      painted = entries[entries.length - 1].element || painted;
      check();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    onParsed(function () {
      parsed = true;
      check();
      setTimeout(go, LCP_WAIT_MS);
    });
  }
  // The head parsed: the screens' modules are listed (at its end), or the body has begun.
  function afterHead(next) {
    function ready() {
      return doc.querySelector(SCREENS) || doc.body;
    }
    if (ready()) return next();
    var watch = new MutationObserver(function () {
      if (!ready()) return;
      watch.disconnect();
      next();
    });
    watch.observe(doc, { childList: true, subtree: true });
  }
  if (withPage) afterHead(startApp);
  else
    afterFirstScreen(function () {
      soon(startApp);
    });
})();

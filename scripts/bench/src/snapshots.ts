/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import { chromiumFlags, chromiumPath } from '@trini/chromium';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { cookiesFor } from './cookies.js';
import type { BenchPage } from './lighthouse-runs.js';
import type { Server } from './servers.js';

/** Lighthouse's mobile screen (its default emulation), so the snapshot is the page it measures. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * The page as the browser ends up showing it, as static HTML: loaded from `webUrl` at Lighthouse's
 * mobile size with JavaScript, given time to settle, then the rendered DOM with every `<script>`
 * and module preload removed, and the web manifest link the boot script adds with them (the served
 * HTML has none; apps/storefront/vite/load-app-with-page.ts). Same markup, CSS and images as the page served; no
 * JavaScript.
 * A page with a cookie (the cart with lines) is loaded with it. Keyed by path (with its query).
 * This is the fastest the page's content can arrive: the limit the served page is measured against.
 */
export async function captureSnapshots(
  webUrl: string,
  pages: BenchPage[],
): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const context = await browser.newContext({
      viewport: { width: MOBILE.width, height: MOBILE.height },
      deviceScaleFactor: MOBILE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const snapshots = new Map<string, string>();
    for (const { path, cookie } of pages) {
      const page = await context.newPage();
      await context.clearCookies();
      if (cookie) await context.addCookies(cookiesFor(cookie, webUrl));
      await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const html = await page.evaluate(() => {
        const added = 'script, link[rel="modulepreload"], link[rel="manifest"]';
        for (const el of document.querySelectorAll(added)) el.remove();
        document.documentElement.removeAttribute('data-hydrated');
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      snapshots.set(path, html);
      await page.close();
    }
    return snapshots;
  } finally {
    await browser.close();
  }
}

/**
 * Serves each snapshot at its own path on `port`, compressed as the storefront compresses its
 * pages, and passes every other request (CSS, images, media) to `webUrl` unchanged, so the
 * snapshot loads exactly the files the served page loads, from the same server.
 */
export async function serveSnapshots(
  webUrl: string,
  snapshots: Map<string, string>,
  port = 4374,
): Promise<Server> {
  const app = Fastify({ logger: false });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(replyFrom, { base: webUrl });
  app.get('/*', async (req, reply) => {
    const html = snapshots.get(req.url);
    if (html !== undefined) return reply.type('text/html; charset=utf-8').send(html);
    return reply.from(req.url);
  });
  await app.listen({ host: '127.0.0.1', port });
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import { chromiumFlags, chromiumPath } from '@trini/chromium';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
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
 * The headers of the served page that a snapshot's answer does not copy: those of its body's
 * transfer (the snapshot server compresses and frames its own body) and of the connection.
 */
const OWN_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/**
 * Has the storefront at `webUrl` render the page of a snapshot request, as it would for that
 * request (its path, cookie and accepted encodings), reads the answer to its end, and answers
 * its headers but those of the transfer (OWN_HEADERS): the server work a page without JavaScript
 * costs as well (its data and its markup), so the snapshot's first byte comes when the served
 * page's would, and the page's policies (Cross-Origin-Opener-Policy among them, whose new
 * browsing context group costs a fresh tab a renderer of its own) apply to both.
 */
async function renderedFirst(webUrl: string, req: FastifyRequest): Promise<[string, string][]> {
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'accept-encoding'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(`${webUrl}${req.url}`, { headers });
  await answer.arrayBuffer();
  return [...answer.headers].filter(([name]) => !OWN_HEADERS.has(name));
}

/**
 * Serves each snapshot at its own path on `port`, compressed as the storefront compresses its
 * pages, once the storefront has rendered that page for the request and with the page's headers
 * (`renderedFirst`: the same page without its JavaScript is still rendered on the server and
 * sent with the same policies, so the LCP ratio counts what the JavaScript adds, not the
 * server's render, which the render share budgets, nor the headers; the served page's and the
 * snapshot's first bytes are printed beside the ratio), and passes every other request
 * (CSS, images, media) to `webUrl` unchanged, so the snapshot loads exactly the files the served
 * page loads, from the same server. Why: docs/decisions/bench-budgets.md.
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
    if (html === undefined) return reply.from(req.url);
    for (const [name, value] of await renderedFirst(webUrl, req)) reply.header(name, value);
    return reply.type('text/html; charset=utf-8').send(html);
  });
  await app.listen({ host: '127.0.0.1', port });
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The policy of the panel's answers: its own script, style, images and calls only (no inline
 * script or style), no plugins, no framing.
 */
export const PANEL_CSP =
  "default-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'; frame-ancestors 'none'";

/** Sends one of the panel's files (never cached: it changes with the mock). */
function sendPanelFile(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply
    .header('content-security-policy', PANEL_CSP)
    .header('cache-control', 'no-store')
    .type(`${type}; charset=utf-8`)
    .send(body);
}

/**
 * The mock's control panel for a developer, hidden from the API docs; no build step,
 * the files are strings in src/panel, loaded on the first request for one:
 * - GET /__mock/ (and /__mock) — the page (text/html);
 * - GET /__mock/panel.js — its script; GET /__mock/panel.css — its style; GET /__mock/panel.svg —
 *   its icon (so the browser asks for no /favicon.ico, which the journal would keep).
 * Each answers with PANEL_CSP (in place of the mock's framing-only policy). The page reads and
 * drives the chosen session through the other /__mock routes (see mockControlRoutes).
 */
export async function panelRoutes(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  app.get('/__mock', hide, async (_request, reply) =>
    sendPanelFile(reply, 'text/html', (await panelFiles()).PANEL_HTML),
  );
  app.get('/__mock/panel.js', hide, async (_request, reply) =>
    sendPanelFile(reply, 'text/javascript', (await panelFiles()).PANEL_SCRIPT),
  );
  app.get('/__mock/panel.css', hide, async (_request, reply) =>
    sendPanelFile(reply, 'text/css', (await panelFiles()).PANEL_STYLE),
  );
  app.get('/__mock/panel.svg', hide, async (_request, reply) =>
    sendPanelFile(reply, 'image/svg+xml', (await panelFiles()).PANEL_ICON),
  );
}

/**
 * The panel's files (src/panel, the `panel` entry of the build), loaded on the first request
 * for one: a server that nobody opens the panel of never loads them.
 */
const panelFiles = () => import('../../panel/index.js');

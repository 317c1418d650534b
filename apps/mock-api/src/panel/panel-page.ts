import { DEFAULT_SESSION } from '../lib/session.js';

/**
 * The panel's icon (GET /__mock/panel.svg): the browser would otherwise ask for /favicon.ico, a
 * request the journal of the session would keep.
 */
export const PANEL_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0b3d6e"/><path d="M4 11V5l4 4 4-4v6" fill="none" stroke="#fff" stroke-width="1.6"/></svg>
`;

/**
 * The control panel's page (GET /__mock/): the session chooser and reset, the data
 * the session serves (the seed, or a snapshot folder and when it was recorded), a status
 * line, the journal with a request's details, the scenarios and the orders placed. Static markup;
 * /__mock/panel.js fills it (no inline script or style: the answer's CSP forbids them).
 */
export const PANEL_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock API control panel</title>
<link rel="stylesheet" href="/__mock/panel.css">
<link rel="icon" href="/__mock/panel.svg" type="image/svg+xml">
<script type="module" src="/__mock/panel.js"></script>
</head>
<body>
<header class="top">
  <h1>Mock API control panel</h1>
  <p>Sessions, journal, scenarios and orders of the Trini mock API. Updates every 1.5 seconds.</p>
</header>
<main>
  <section aria-labelledby="session-heading" class="card">
    <h2 id="session-heading">Session</h2>
    <p>Showing session <strong id="current-session">${DEFAULT_SESSION}</strong>
      <span id="session-summary"></span></p>
    <p id="data-line" class="data-line">Data: …</p>
    <div class="row">
      <div class="field">
        <label for="session-select">Live sessions</label>
        <select id="session-select"><option value="${DEFAULT_SESSION}">${DEFAULT_SESSION} (no header)</option></select>
      </div>
      <form id="session-form" class="field" novalidate>
        <label for="session-id">Session id</label>
        <div class="inline">
          <input id="session-id" name="session" autocomplete="off" spellcheck="false"
            aria-describedby="session-error">
          <button type="submit">Show</button>
        </div>
        <p id="session-error" class="error"></p>
      </form>
    </div>
    <button type="button" id="reset-session" class="danger">Reset session</button>
  </section>

  <p id="status" class="status" role="status" aria-live="polite"></p>

  <section aria-labelledby="journal-heading" class="card">
    <h2 id="journal-heading">Journal</h2>
    <div class="scroll" role="region" aria-labelledby="journal-caption" tabindex="0">
      <table>
        <caption id="journal-caption">Requests of the session, newest first</caption>
        <thead><tr>
          <th scope="col">Method</th><th scope="col">Path</th>
          <th scope="col" class="num">Status</th><th scope="col" class="num">Time (ms)</th>
        </tr></thead>
        <tbody id="journal-rows"></tbody>
      </table>
    </div>
    <section id="details" aria-labelledby="details-heading" hidden>
      <h3 id="details-heading" tabindex="-1">Request</h3>
      <dl id="details-facts"></dl>
      <h4>Request body</h4>
      <pre id="details-request" tabindex="0"></pre>
      <h4>Answer body</h4>
      <pre id="details-answer" tabindex="0"></pre>
    </section>
  </section>

  <div class="pair">
    <section aria-labelledby="scenarios-heading" class="card">
      <h2 id="scenarios-heading">Scenarios</h2>
      <ul id="scenario-list" class="scenarios"></ul>
      <button type="button" id="clear-scenarios">Clear scenarios</button>
      <form id="scenario-form" novalidate>
        <label for="scenario-json">New scenario (JSON)</label>
        <textarea id="scenario-json" rows="5" spellcheck="false"
          aria-describedby="scenario-help scenario-error"></textarea>
        <p id="scenario-help" class="help">For example
          <code>{"path": "/api/shop/SaveOrder", "status": 503, "times": 1}</code></p>
        <p id="scenario-error" class="error"></p>
        <button type="submit">Add scenario</button>
      </form>
    </section>

    <section aria-labelledby="orders-heading" class="card">
      <h2 id="orders-heading">Orders placed</h2>
      <div class="scroll" role="region" aria-labelledby="orders-caption" tabindex="0">
        <table>
          <caption id="orders-caption">Orders placed in the session, newest first</caption>
          <thead><tr>
            <th scope="col">Order no</th><th scope="col" class="num">Total</th>
            <th scope="col">Status</th><th scope="col">Customer</th>
          </tr></thead>
          <tbody id="order-rows"></tbody>
        </table>
      </div>
    </section>
  </div>
  <p id="updated" class="help"></p>
</main>
</body>
</html>
`;

import { DEFAULT_SESSION, SESSION_HEADER } from '../lib/session.js';

/** Journal entries the panel shows (the newest). */
const JOURNAL_ROWS = 100;
/** Time between two looks at the sessions, ms. */
const POLL_MS = 1500;

/**
 * The control panel's browser script (GET /__mock/panel.js), a plain JavaScript
 * module with no imports and no build: every 1.5 s it reads GET /__mock/sessions and, when the chosen session changed, its
 * journal (newest JOURNAL_ROWS), scenarios, orders and the data it serves (GET /__mock/data); it adds and clears scenarios and resets the
 * session. Every call carries `x-mock-session: <chosen>` (the page's `?session=` at first, else the
 * default session).
 */
export const PANEL_SCRIPT =
  `const HEADER = ${JSON.stringify(SESSION_HEADER)};
const DEFAULT_SESSION = ${JSON.stringify(DEFAULT_SESSION)};
const JOURNAL_ROWS = ${JOURNAL_ROWS};
const POLL_MS = ${POLL_MS};
` +
  String.raw`const SESSION_ID = /^[\w.:-]{1,100}$/;
const $ = (id) => document.getElementById(id);

let session = new URLSearchParams(location.search).get('session') || DEFAULT_SESSION;
if (!SESSION_ID.test(session)) session = DEFAULT_SESSION;
let seen = null; // the chosen session's summary when its tables were last loaded
let entries = []; // the journal rows shown, newest first
let selected = null; // key of the row whose details are shown
let drawn = null; // the journal rows' keys as last drawn: the same journal is not drawn again
let offline = false;

function say(text) {
  $('status').textContent = text;
}

async function call(method, path, body) {
  const headers = { [HEADER]: session };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch('/__mock/' + path, { method, headers, body, cache: 'no-store' });
  const data = await res.json().catch(() => ({}));
  return { ok: res.ok, status: res.status, data };
}

function cell(row, text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  row.append(td);
  return td;
}

function emptyRow(text, columns) {
  const tr = document.createElement('tr');
  cell(tr, text).colSpan = columns;
  return tr;
}

const keyOf = (e) => e.time + ' ' + e.method + ' ' + e.url;

function renderSessions(list) {
  const select = $('session-select');
  const ids = list.map((s) => s.id);
  if (!ids.includes(session)) ids.push(session);
  const now = [...select.options].map((o) => o.value).join('\n');
  if (now !== ids.join('\n')) {
    select.replaceChildren(
      ...ids.map((id) => new Option(id === DEFAULT_SESSION ? id + ' (no header)' : id, id)),
    );
  }
  select.value = session;
  const mine = list.find((s) => s.id === session);
  $('session-summary').textContent = mine
    ? '(' + mine.requests + ' requests' +
      (mine.lastActivity ? ', last at ' + new Date(mine.lastActivity).toLocaleTimeString() : '') + ')'
    : '';
  return mine;
}

function renderJournal(data) {
  const focused = document.activeElement && document.activeElement.dataset.key;
  entries = data.requests.slice().reverse();
  $('journal-caption').textContent =
    'Requests of the session, newest first' +
    (data.count > entries.length ? ' (the newest ' + entries.length + ' of ' + data.count + ')' : '');
  // Rows are rebuilt only when the journal changed, so a button being pressed (and what a
  // screen reader is reading) is never swapped for a copy of itself.
  const keys = entries.map((e) => keyOf(e) + ' ' + e.status).join('\n');
  if (keys === drawn) return;
  drawn = keys;
  const rows = entries.map((e, i) => {
    const tr = document.createElement('tr');
    tr.dataset.index = String(i);
    if (keyOf(e) === selected) tr.className = 'selected';
    cell(tr, e.method);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'link';
    button.textContent = e.url;
    button.dataset.key = keyOf(e);
    button.setAttribute('aria-label', e.method + ' ' + e.url + ', status ' + e.status + ': details');
    cell(tr, '').append(button);
    cell(tr, String(e.status), 'num' + (e.status >= 400 ? ' bad' : ''));
    cell(tr, String(e.ms), 'num');
    return tr;
  });
  $('journal-rows').replaceChildren(...(rows.length ? rows : [emptyRow('No requests yet.', 4)]));
  if (focused) {
    const again = [...$('journal-rows').querySelectorAll('button')].find((b) => b.dataset.key === focused);
    if (again) again.focus();
  }
}

const pretty = (value) =>
  value === undefined || value === null ? '(none)' : JSON.stringify(value, null, 2);

function showDetails(index) {
  const e = entries[index];
  if (!e) return;
  selected = keyOf(e);
  for (const tr of $('journal-rows').rows) tr.classList.toggle('selected', tr.dataset.index === String(index));
  $('details-heading').textContent = e.method + ' ' + e.path + ' — ' + e.status;
  const facts = [['URL', e.url], ['Status', String(e.status)], ['At', e.time], ['Time', e.ms + ' ms'],
    ['Headers', Object.entries(e.headers || {}).map(([k, v]) => k + ': ' + v).join('\n') || '(none)']];
  $('details-facts').replaceChildren(...facts.flatMap(([term, value]) => {
    const dt = document.createElement('dt');
    const dd = document.createElement('dd');
    dt.textContent = term;
    dd.textContent = value;
    return [dt, dd];
  }));
  $('details-request').textContent = pretty(e.body);
  $('details-answer').textContent =
    'response' in e ? pretty(e.response) : 'The journal keeps no answer bodies.';
  $('details').hidden = false;
  $('details-heading').focus();
}

function renderData(data) {
  const when = data.recordedAt ? new Date(data.recordedAt).toLocaleString() : '';
  $('data-line').textContent =
    data.mode === 'seed'
      ? 'Data: the seed (SEED ' + data.seed + ', ' + data.products + ' products).'
      : 'Data: snapshot ' + data.folder + ' (' +
        (data.mode === 'overlay' ? 'on top of the seed' : 'instead of the seed') + ', ' +
        data.products + ' products, ' + data.media + ' media files), recorded ' + when +
        ' from ' + data.target + '.';
}

function renderScenarios(list) {
  const items = list.map((s) => {
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = JSON.stringify(s);
    li.append(code);
    return li;
  });
  if (!items.length) {
    const li = document.createElement('li');
    li.textContent = 'No scenarios.';
    items.push(li);
  }
  $('scenario-list').replaceChildren(...items);
}

function renderOrders(list) {
  const rows = list.slice().reverse().map((o) => {
    const tr = document.createElement('tr');
    cell(tr, String(o.OrderNo));
    cell(tr, o.totalText, 'num');
    cell(tr, o.status);
    cell(tr, o.customerName + ' ' + o.customerMobile);
    return tr;
  });
  $('order-rows').replaceChildren(...(rows.length ? rows : [emptyRow('No orders placed.', 4)]));
}

async function loadSession() {
  const asked = session;
  const [journal, scenarios, orders, data] = await Promise.all([
    call('GET', 'requests?limit=' + JOURNAL_ROWS),
    call('GET', 'scenarios'),
    call('GET', 'orders'),
    call('GET', 'data'),
  ]);
  if (asked !== session) return;
  if (data.ok) renderData(data.data);
  if (journal.ok) renderJournal(journal.data);
  if (scenarios.ok) renderScenarios(scenarios.data.scenarios);
  if (orders.ok) renderOrders(orders.data.orders);
}

async function refresh() {
  const asked = session;
  try {
    const res = await call('GET', 'sessions');
    if (asked !== session) return;
    if (!res.ok) throw new Error(res.data.msg || 'answer ' + res.status);
    const mine = renderSessions(res.data.sessions);
    const summary = JSON.stringify(mine || null);
    if (summary !== seen) {
      seen = summary;
      await loadSession();
    }
    $('updated').textContent = 'Updated at ' + new Date().toLocaleTimeString() + '.';
    if (offline) say('The mock answers again.');
    offline = false;
  } catch (error) {
    if (!offline) say('Cannot reach the mock: ' + error.message);
    offline = true;
  }
}

async function poll() {
  await refresh();
  setTimeout(poll, POLL_MS);
}

function choose(id) {
  session = id;
  seen = null;
  selected = null;
  entries = [];
  drawn = null;
  $('current-session').textContent = id;
  $('details').hidden = true;
  history.replaceState(null, '', '?session=' + encodeURIComponent(id));
  say('Showing session ' + id + '.');
  void refresh();
}

function fieldError(input, output, text) {
  $(output).textContent = text;
  if (text) $(input).setAttribute('aria-invalid', 'true');
  else $(input).removeAttribute('aria-invalid');
}

$('session-select').addEventListener('change', (event) => choose(event.target.value));

$('session-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const id = $('session-id').value.trim();
  if (!SESSION_ID.test(id)) {
    fieldError('session-id', 'session-error', 'A session id is 1 to 100 letters, digits, _ . : or -.');
    $('session-id').focus();
    return;
  }
  fieldError('session-id', 'session-error', '');
  $('session-id').value = '';
  choose(id);
});

$('journal-rows').addEventListener('click', (event) => {
  const tr = event.target.closest('tr[data-index]');
  if (tr) showDetails(Number(tr.dataset.index));
});

$('scenario-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const text = $('scenario-json').value;
  const fail = (message) => {
    fieldError('scenario-json', 'scenario-error', message);
    say(message);
    $('scenario-json').focus();
  };
  try {
    JSON.parse(text);
  } catch (error) {
    return fail('Not valid JSON: ' + error.message);
  }
  const res = await call('POST', 'scenarios', text);
  if (!res.ok) return fail(res.data.msg || 'The mock answered ' + res.status + '.');
  fieldError('scenario-json', 'scenario-error', '');
  $('scenario-json').value = '';
  say('Scenario added to session ' + session + '.');
  await refresh();
});

$('clear-scenarios').addEventListener('click', async () => {
  const res = await call('DELETE', 'scenarios');
  say(res.ok ? 'Scenarios of session ' + session + ' cleared.' : 'Clearing failed: ' + res.status + '.');
  await refresh();
});

$('reset-session').addEventListener('click', async () => {
  const question = 'Reset session ' + session + '? Its data, journal and scenarios go back to the seed.';
  if (!confirm(question)) return;
  const res = await call('POST', 'reset');
  $('details').hidden = true;
  say(res.ok ? 'Session ' + session + ' reset.' : 'Reset failed: ' + res.status + '.');
  await refresh();
});

$('current-session').textContent = session;
void poll();
`;

/*
 * The control panel's files as strings: the page, its script, style and icon. Loaded on demand
 * by the panel's routes (routes/mock-control/panel.ts), never by the server's start.
 */
export { PANEL_HTML, PANEL_ICON } from './panel-page.js';
export { PANEL_SCRIPT } from './panel-script.js';
export { PANEL_STYLE } from './panel-style.js';

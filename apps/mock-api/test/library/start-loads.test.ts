import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

/**
 * A script for a Node of its own: it notes every built file Node loads (module hooks), starts
 * the built mock as a test does, asks for a product, then opens the control panel, and prints
 * the files loaded before and after the panel as JSON.
 */
const SCRIPT = `
import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
const built = () => loaded.filter((u) => u.startsWith(${JSON.stringify(`file://${dist}/`)})).map((u) => u.slice(u.lastIndexOf('/') + 1));
const { createMockServer } = await import(${JSON.stringify(`${dist}/index.mjs`)});
const server = await createMockServer();
await (await fetch(server.url + '/api/Product/loadproduct?ProductNo=1001')).json();
const atStart = built();
await (await fetch(server.url + '/__mock/')).text();
const withPanel = built();
await server.close();
console.log(JSON.stringify({ atStart, withPanel }));
`;

describe('what the built mock loads', () => {
  it('a started, answering server loads neither the recorder nor the panel; the panel loads when opened', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      env: { ...process.env, NODE_ENV: 'development', METRICS_PORT: '0' },
    });
    const { atStart, withPanel } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      atStart: string[];
      withPanel: string[];
    };
    expect(atStart).toContain('index.mjs');
    expect(atStart).not.toContain('record.mjs');
    expect(atStart).not.toContain('panel.mjs');
    expect(withPanel).toContain('panel.mjs');
  }, 60_000);

  it('the trini-mock command imports the recorder only inside the commands that use it', () => {
    const cli = readFileSync(`${dist}/cli.mjs`, 'utf8');
    expect(cli).toContain('import("./record.mjs")');
    expect(cli).not.toMatch(/^import\b[^;]*["']\.\/record\.mjs["']/m);
  });
});

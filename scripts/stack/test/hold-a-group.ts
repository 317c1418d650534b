/**
 * A test's stand-in (leave-nothing.test.ts): starts a detached process group holding a port,
 * makes a temporary folder, registers both with leave-nothing.ts, prints
 * `ready <port> <folder> <group leader pid>` and waits to be stopped; with `--exit`, ends by
 * itself once ready (exit code 0).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownFolder, ownGroup } from '../src/leave-nothing.ts';

const folder = ownFolder(mkdtempSync(join(tmpdir(), 'trini-leave-nothing-')));
const server = ownGroup(
  spawn(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => console.log(s.address().port));",
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  ),
);
server.stdout?.once('data', (chunk: Buffer) => {
  console.log(`ready ${chunk.toString().trim()} ${folder} ${server.pid}`);
  if (process.argv.includes('--exit')) process.exit(0);
});
setInterval(() => undefined, 60_000);

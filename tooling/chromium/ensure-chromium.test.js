import { fileURLToPath } from 'node:url';
import { runCommand } from '@trini/find-tool/fake-host';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('ensure-chromium.js', import.meta.url));

/**
 * Runs `trini-chromium` with CHROMIUM_PATH set (and the headless shell's setting, where given);
 * answers its exit code and output.
 */
const run = (path, shell) =>
  runCommand(cli, {
    CHROMIUM_PATH: path,
    ...(shell ? { CHROMIUM_HEADLESS_SHELL_PATH: shell } : {}),
  });

describe('trini-chromium, the step before the browser tests', () => {
  it("prints one line naming the browser it found, one naming the journeys', and exits 0", () => {
    const { code, stdout, stderr } = run(process.execPath, process.execPath);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `Browser for the tests: ${process.execPath} (CHROMIUM_PATH; set CHROMIUM_PATH to use another)\n` +
        `Browser for the journeys: ${process.execPath} (CHROMIUM_HEADLESS_SHELL_PATH; set CHROMIUM_HEADLESS_SHELL_PATH to use another)\n`,
    );
    expect(stderr).toBe('');
  });

  it('stops with exit 1 and one line, no stack trace, when the browser it is given does not exist', () => {
    const { code, stdout, stderr } = run('/nowhere/chromium');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      'CHROMIUM_PATH is /nowhere/chromium, which is not an executable file: point it at a Chromium or Chrome, or unset it.',
    ]);
  });
});

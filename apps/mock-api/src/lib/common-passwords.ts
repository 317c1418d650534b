import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the common-password list is: `data/common-passwords.txt` of the package, reached from
 * `src/lib/` (sources) or from `dist/` (the build). Paths, not URL objects: under a jsdom test
 * environment the global URL is jsdom's, which node:fs does not take.
 */
const LIST_FILES = ['../../data/common-passwords.txt', '../data/common-passwords.txt'].map(
  (relative) => fileURLToPath(new URL(relative, import.meta.url).href),
);

let list: ReadonlySet<string> | undefined;

/**
 * The common-password list, read once: the passwords of at least 8 characters (shorter ones are
 * refused by PASSWORD_MIN_LENGTH first) among the 10,000 most common of SecLists'
 * "10-million-password-list" (Passwords/Common-Credentials), lowercased, one a line. Kept on the
 * server: its ~30 KB would cost the browser more than the home page's script budget allows.
 * Throws when the file is missing from the package.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (list) return list;
  const file = LIST_FILES.find((candidate) => existsSync(candidate));
  if (!file) throw new Error('data/common-passwords.txt is missing from @trini/mock-api');
  list = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}

/**
 * Whether a new password is on the common-password list, compared in lowercase ('PassWord1' is
 * 'password1'). Registration and change password refuse it with
 * SERVER_MESSAGES.PASSWORD_TOO_COMMON.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

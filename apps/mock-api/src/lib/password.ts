import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt parameters: N=16384, r=8, p=1 (node's defaults), 32-byte key. */
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1 } as const;

/** scrypt on libuv's thread pool: the event loop keeps answering while it runs. */
function scryptAsync(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const format = (salt: Buffer, hash: Buffer) =>
  `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;

/**
 * Hashes a password with scrypt off the event loop (a blocking hash stalled every
 * other request during parallel logins). Resolves to `scrypt$<salt hex>$<hash hex>`.
 * @param password the clear password
 * @param salt optional 16-byte salt; random otherwise
 */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_LENGTH),
): Promise<string> {
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH));
}

/**
 * The same hash computed synchronously (blocks the event loop ~50 ms): only for the seed's
 * deterministic customers, hashed once per seed while the server starts.
 * @param password the clear password
 * @param salt the 16-byte salt derived from the seed
 */
export function hashPasswordSync(password: string, salt: Buffer): string {
  return format(salt, scryptSync(password, salt, KEY_LENGTH, SCRYPT_OPTIONS));
}

/**
 * Checks a password against a `scrypt$<salt hex>$<hash hex>` hash in constant time, off the event
 * loop. Resolves false for a wrong password and for a malformed hash (never rejects).
 */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 3 || parts[0] !== 'scrypt') return false;
  const [, saltHex = '', hashHex = ''] = parts;
  const hexPattern = /^(?:[0-9a-f]{2})+$/i;
  if (!hexPattern.test(saltHex) || !hexPattern.test(hashHex)) return false;
  const expected = Buffer.from(hashHex, 'hex');
  try {
    const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

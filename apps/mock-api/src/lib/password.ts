import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt parameters: N=16384, r=8, p=1 (node's defaults), 32-byte key. */
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1 } as const;

/**
 * Hashes a password with scrypt. Returns `scrypt$<salt hex>$<hash hex>`.
 * @param password the clear password
 * @param salt optional 16-byte salt (the seed passes a deterministic one); random otherwise
 */
export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, SCRYPT_OPTIONS);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/**
 * Checks a password against a `scrypt$<salt hex>$<hash hex>` hash in constant time.
 * Returns false for a wrong password and for a malformed hash (never throws).
 */
export function verifyPassword(password: string, hash: string): boolean {
  const parts = hash.split('$');
  if (parts.length !== 3 || parts[0] !== 'scrypt') return false;
  const [, saltHex = '', hashHex = ''] = parts;
  const hexPattern = /^(?:[0-9a-f]{2})+$/i;
  if (!hexPattern.test(saltHex) || !hexPattern.test(hashHex)) return false;
  const expected = Buffer.from(hashHex, 'hex');
  try {
    const actual = scryptSync(
      password,
      Buffer.from(saltHex, 'hex'),
      expected.length,
      SCRYPT_OPTIONS,
    );
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

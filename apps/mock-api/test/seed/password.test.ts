import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, verifyPassword } from '../../src/lib/password.js';

describe('password hashing (scrypt, off the event loop)', () => {
  it('hashes and verifies asynchronously (promises, never a blocking call)', () => {
    expect(hashPassword('secret1')).toBeInstanceOf(Promise);
    expect(verifyPassword('secret1', 'scrypt$00$00')).toBeInstanceOf(Promise);
  });

  it('formats a hash as scrypt$<16-byte salt hex>$<hash hex>', async () => {
    expect(await hashPassword('secret1')).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it('verifies the right password', async () => {
    expect(await verifyPassword('secret1', await hashPassword('secret1'))).toBe(true);
  });

  it('rejects a wrong password', async () => {
    expect(await verifyPassword('secret2', await hashPassword('secret1'))).toBe(false);
  });

  it('salts randomly: the same password hashes differently each time', async () => {
    expect(await hashPassword('secret1')).not.toBe(await hashPassword('secret1'));
  });

  it('is deterministic for a given salt, and the seed variant (sync) agrees', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('secret1', salt)).toBe(await hashPassword('secret1', salt));
    expect(hashPasswordSync('secret1', salt)).toBe(await hashPassword('secret1', salt));
  });

  it.each([
    '',
    'plain-text',
    'scrypt$abc',
    'bcrypt$00$00',
    'scrypt$zz$zz',
    'scrypt$0102$',
    'scrypt$$0102',
    'scrypt$0102$0304$05',
  ])('resolves false (never rejects) for the malformed hash %j', async (hash) => {
    expect(await verifyPassword('secret1', hash)).toBe(false);
  });
});

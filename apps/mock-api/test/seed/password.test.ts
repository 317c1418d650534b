import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/lib/password.js';

describe('password hashing (scrypt)', () => {
  it('formats a hash as scrypt$<16-byte salt hex>$<hash hex>', () => {
    expect(hashPassword('secret1')).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it('verifies the right password', () => {
    expect(verifyPassword('secret1', hashPassword('secret1'))).toBe(true);
  });

  it('rejects a wrong password', () => {
    expect(verifyPassword('secret2', hashPassword('secret1'))).toBe(false);
  });

  it('salts randomly: the same password hashes differently each time', () => {
    expect(hashPassword('secret1')).not.toBe(hashPassword('secret1'));
  });

  it('is deterministic for a given salt', () => {
    const salt = Buffer.alloc(16, 7);
    expect(hashPassword('secret1', salt)).toBe(hashPassword('secret1', salt));
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
  ])('returns false (never throws) for the malformed hash %j', (hash) => {
    expect(verifyPassword('secret1', hash)).toBe(false);
  });
});

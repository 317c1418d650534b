import { createHash } from 'node:crypto';
import { MOBILE } from '@trini/domain';
import { hashPasswordSync } from '../lib/password.js';
import type { StoredCustomer } from './types.js';

/** The seeded customers' logins: mobile and clear password (for tests, e2e and the README). */
export const SEED_LOGINS = [
  { CustomerNo: 1, Mobile1: '7000001', password: 'password1' },
  { CustomerNo: 2, Mobile1: '7000002', password: 'password2' },
] as const;

/** A 16-byte salt derived from the seed and the customer, so seeded hashes are deterministic. */
function seedSalt(seed: number, customerNo: number): Buffer {
  return createHash('sha256').update(`trini-seed:${seed}:${customerNo}`).digest().subarray(0, 16);
}

const hashCache = new Map<string, string>();

function seededHash(seed: number, customerNo: number, password: string): string {
  const key = `${seed}:${customerNo}:${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPasswordSync(password, seedSalt(seed, customerNo));
    hashCache.set(key, hash);
  }
  return hash;
}

/**
 * The seeded customers: 1 Kavita Ramdial (7000001 / password1, TT$50 cashback, coupon TRINI5,
 * Chaguanas) and 2 Marcus Joseph (7000002 / password2, no cashback, no coupon). Hashes use
 * salts derived from the seed (memoised: scrypt runs once per seed and customer, synchronously,
 * while the server starts; requests hash off the event loop).
 */
export function buildCustomers(seed: number): StoredCustomer[] {
  return [
    {
      CustomerNo: 1,
      CustomerName: 'Kavita Ramdial',
      Mobile1: '7000001',
      EmailID: 'kavita.ramdial@example.tt',
      Address: '14 Caroni Savannah Road, Chaguanas',
      CountryCode: MOBILE.COUNTRY_CODE,
      PasswordHash: seededHash(seed, 1, 'password1'),
      TotalCashback: 50,
      CouponCode: 'TRINI5',
    },
    {
      CustomerNo: 2,
      CustomerName: 'Marcus Joseph',
      Mobile1: '7000002',
      EmailID: 'marcus.joseph@example.tt',
      Address: '7 Lady Young Road, Morvant',
      CountryCode: MOBILE.COUNTRY_CODE,
      PasswordHash: seededHash(seed, 2, 'password2'),
      TotalCashback: 0,
    },
  ];
}

import { describe, expect, it } from 'vitest';
import { usableTokenClaims } from './token.js';

const now = Date.UTC(2026, 10, 22);
const claims = {
  custom_id: '1',
  custom_Email: 'a@b.tt',
  custom_mobile: '7000001',
  custom_CustomerName: 'Kavita',
  exp: now / 1000 + 3600,
};

describe('customer token rules (ordering.md §4, §2 account)', () => {
  it('a token with future exp and mobile and name claims is a login', () => {
    expect(usableTokenClaims(claims, now)).toEqual(claims);
  });
  it('an expired token counts as no login', () =>
    expect(usableTokenClaims({ ...claims, exp: now / 1000 - 1 }, now)).toBeNull());
  it('an undecodable token (no claims) counts as no login', () =>
    expect(usableTokenClaims(null, now)).toBeNull());
  it('a token lacking the mobile or name claim counts as no login', () => {
    expect(usableTokenClaims({ ...claims, custom_mobile: '' }, now)).toBeNull();
    expect(usableTokenClaims({ ...claims, custom_CustomerName: ' ' }, now)).toBeNull();
  });
  it('numeric custom_id and custom_mobile claims are read as strings', () => {
    expect(
      usableTokenClaims({ ...claims, custom_id: 7, custom_mobile: 7000001 }, now)?.custom_mobile,
    ).toBe('7000001');
  });
});

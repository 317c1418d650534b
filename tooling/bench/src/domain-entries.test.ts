import { describe, expect, it } from 'vitest';
import { ZOD_FREE_ENTRIES, domainEntryCosts, zodMisses } from './domain-entries.js';

describe('@trini/domain entry costs', () => {
  it('the cart engine, validation and constants bundle without zod; the schemas with it', async () => {
    const costs = await domainEntryCosts();
    const zodOf = Object.fromEntries(costs.map((c) => [c.entry, c.zod]));
    for (const entry of ZOD_FREE_ENTRIES) expect(zodOf[`@trini/domain/${entry}`]).toBe(false);
    expect(zodOf['@trini/domain/contracts']).toBe(true);
    expect(zodMisses(costs)).toEqual([]);
    const cart = costs.find((c) => c.entry === '@trini/domain/cart');
    const contracts = costs.find((c) => c.entry === '@trini/domain/contracts');
    expect(cart!.gzip).toBeLessThan(contracts!.gzip / 4);
  }, 60_000);

  it('an entry that pulls in zod where it must not is a budget miss', () => {
    const cost = { minified: 1, gzip: 1, modules: 1 };
    expect(
      zodMisses([
        { entry: '@trini/domain/cart', zod: true, ...cost },
        { entry: '@trini/domain/contracts', zod: true, ...cost },
      ]),
    ).toEqual([
      { page: '@trini/domain/cart', figure: 'pulls in zod', measured: 'yes', limit: 'no' },
    ]);
  });
});

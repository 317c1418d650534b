import { describe, expect, it } from 'vitest';
import { ZOD_FREE_ENTRIES, domainEntryCosts, zodMisses } from './domain-entries.js';

describe('@trini/domain entry costs', () => {
  it('constants bundle without zod; the schemas with zod/mini only, never its classic API', async () => {
    const costs = await domainEntryCosts();
    const zodOf = Object.fromEntries(costs.map((c) => [c.entry, c.zod]));
    for (const entry of ZOD_FREE_ENTRIES) expect(zodOf[`@trini/domain/${entry}`]).toBe(false);
    expect(zodOf['@trini/domain/contracts']).toBe(true);
    expect(costs.filter((c) => c.zodClassic)).toEqual([]);
    expect(zodMisses(costs)).toEqual([]);
    const constants = costs.find((c) => c.entry === '@trini/domain/constants');
    const contracts = costs.find((c) => c.entry === '@trini/domain/contracts');
    expect(constants!.gzip).toBeLessThan(contracts!.gzip / 2);
  }, 60_000);

  it('an entry that pulls in zod where it must not is a budget miss', () => {
    const cost = { minified: 1, gzip: 1, modules: 1 };
    expect(
      zodMisses([
        { entry: '@trini/domain/constants', zod: true, zodClassic: false, ...cost },
        { entry: '@trini/domain/cart', zod: true, zodClassic: false, ...cost },
        { entry: '@trini/domain/contracts', zod: true, zodClassic: true, ...cost },
      ]),
    ).toEqual([
      { page: '@trini/domain/constants', figure: 'pulls in zod', measured: 'yes', limit: 'no' },
      {
        page: '@trini/domain/contracts',
        figure: "pulls in zod's classic API",
        measured: 'yes',
        limit: 'no',
      },
    ]);
  });
});

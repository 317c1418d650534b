import { readdirSync } from 'node:fs';
import { contracts, type ContractName } from '@trini/domain';
import { describe, expect, it } from 'vitest';
import type { ContractHandlerEntry, ContractHandlers } from '../../src/plugins/contract-route.js';
import { handlers } from '../../src/routes/handlers.js';

const routesDir = new URL('../../src/routes/', import.meta.url);

/** getWipayUrl → get-wipay-url, loadCustomerCashbackInfo2 → load-customer-cashback-info2. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** 'Orders & payment' → orders-and-payment. */
const tagFolder = (tag: string) => tag.toLowerCase().replaceAll('&', 'and').replace(/\s+/g, '-');

const names = Object.keys(contracts) as ContractName[];

describe('one handler per contract, found in one guess', () => {
  it('the handlers record has exactly the contracts’ names', () => {
    expect(Object.keys(handlers).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s is handled by routes/<tag>/<name in kebab-case>.ts', async (name) => {
    const file = `${tagFolder(contracts[name].tag ?? '')}/${kebab(name)}.ts`;
    const module = (await import(new URL(file, routesDir).href)) as Record<string, unknown>;
    expect(module[name], file).toBe(handlers[name]);
  });

  it('a folder named after a tag holds only its contracts’ handler files', () => {
    const tags = new Set(names.map((name) => tagFolder(contracts[name].tag ?? '')));
    for (const folder of tags) {
      const expected = names
        .filter((name) => tagFolder(contracts[name].tag ?? '') === folder)
        .map((name) => `${kebab(name)}.ts`);
      expect(readdirSync(new URL(`${folder}/`, routesDir)).sort(), folder).toEqual(expected.sort());
    }
  });

  it('a contract without a handler, or a handler answering outside its contract, does not compile', () => {
    // Checked by `tsc --noEmit` (pnpm typecheck): each @ts-expect-error fails the typecheck when
    // its line compiles.
    const { getShop: _omitted, ...withoutGetShop } = handlers;
    // @ts-expect-error: property 'getShop' is missing (a contract without a handler)
    const incomplete: ContractHandlers = withoutGetShop;
    const teapot: ContractHandlerEntry<'getShop'> = {
      // @ts-expect-error: 418 is no status of the GetShop contract
      handler: async () => ({ status: 418, body: { msg: 'I am a teapot' } }),
    };
    expect(Object.keys(incomplete)).not.toContain('getShop');
    expect(typeof teapot.handler).toBe('function');
  });
});

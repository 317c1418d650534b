import { describe, expect, it } from 'vitest';
import { contracts, endpoints } from '@trini/domain';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import type { RootState } from '@/app/store';
import '@/features/account/api/account-api';
import '@/features/auth/api/auth-api';
import '@/features/cart/api/coupon-api';
import '@/features/categories/api/categories-api';
import '@/features/checkout/api/order-api';
import '@/features/products/api/products-api';
import { ENDPOINT_SAMPLES } from '@/test/contract-samples';
import { setupRealMock } from '@/test/real-mock';
import { api } from '@/lib/api';

/*
 * Every endpoint checks its answer against its domain contract's 200 schema: each
 * well-formed sample, and each variant with one field removed or replaced by a wrong value, is
 * answered by the mock (a scenario forcing that body, since its own answers are always well
 * formed); whatever the zod schema refuses must be the call's error (CUSTOM_ERROR), whatever it
 * accepts must reach the store exactly as the schema parses it (defaults filled in).
 */

type Path = (string | number)[];
const WRONG: unknown[] = [undefined, null, 'x', -1, 0.5, 101, true, [], {}];

/** The answer's paths: every object key and each list's first item, at any depth. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value))
    return value.length ? [[...at, 0], ...pathsOf(value[0], [...at, 0])] : [];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => [[...at, k], ...pathsOf(v, [...at, k])]);
  return [];
}

/** The answer with the value at `path` replaced by `wrong` (removed when undefined). */
function varied(answer: unknown, path: Path, wrong: unknown): unknown {
  const copy = structuredClone(answer) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as typeof parent;
  const last = path[path.length - 1]!;
  if (wrong === undefined) delete parent[last];
  else parent[last] = wrong;
  return copy;
}

function* variantsOf(answer: unknown): Generator<[string, unknown]> {
  yield ['well-formed', answer];
  for (const wrong of WRONG)
    if (wrong !== undefined) yield [`whole = ${JSON.stringify(wrong)}`, wrong];
  for (const path of pathsOf(answer))
    for (const wrong of WRONG) {
      if (wrong === undefined && typeof path[path.length - 1] === 'number') continue;
      yield [`${path.join('.')} = ${JSON.stringify(wrong)}`, varied(answer, path, wrong)];
    }
}

interface Outcome {
  data?: unknown;
  error?: unknown;
}
interface AnyEndpoint {
  /** The call's thunk: dispatched, it answers the call's outcome. */
  initiate: (
    arg: unknown,
    options?: object,
  ) => ThunkAction<Promise<Outcome>, RootState, unknown, UnknownAction>;
  useQuery?: unknown;
}

/** Calls one endpoint on a fresh store; answers its data or error. */
async function call(name: string, arg: unknown): Promise<Outcome> {
  const endpoint = (api.endpoints as unknown as Record<string, AnyEndpoint>)[name]!;
  const store = makeStore({});
  const options = endpoint.useQuery ? { subscribe: false } : undefined;
  const outcome = await store.dispatch(endpoint.initiate(arg, options));
  return { data: outcome.data, error: outcome.error };
}

const mock = setupRealMock();

describe('every endpoint checks its answer against the domain contract', () => {
  it('covers every endpoint of the api', () => {
    expect(Object.keys(api.endpoints).sort()).toEqual(Object.keys(ENDPOINT_SAMPLES).sort());
  });

  for (const [name, sample] of Object.entries(ENDPOINT_SAMPLES)) {
    it(`${name}: the contract's verdict on each answer is the call's`, async () => {
      const schema = contracts[sample.contract].responses[200];
      const { method, path } = endpoints[sample.contract];
      const wrongs: string[] = [];
      let refused = 0;
      for (const [label, variant] of variantsOf(sample.answer)) {
        await mock.scenario({ method, path, status: 200, body: variant, times: 1 });
        const parsed = schema.safeParse(JSON.parse(JSON.stringify(variant)));
        const outcome = await call(name, sample.arg);
        if (!parsed.success) {
          refused += 1;
          if (
            outcome.data !== undefined ||
            (outcome.error as { status?: unknown })?.status !== 'CUSTOM_ERROR'
          )
            wrongs.push(
              `${label}: the contract refuses it, the call answered ${JSON.stringify(outcome)}`,
            );
        } else if (outcome.error !== undefined) {
          if (!sample.stricter?.some((field) => label.startsWith(`${field} `)))
            wrongs.push(`${label}: the contract accepts it, the call failed`);
        } else {
          try {
            expect(outcome.data).toEqual(parsed.data);
          } catch {
            wrongs.push(`${label}: data differs from the contract's parse`);
          }
        }
      }
      expect(wrongs).toEqual([]);
      expect(refused).toBeGreaterThan(0);
      // Every forced answer was taken by the endpoint's call (none left, none answered otherwise).
      expect(await mock.call('/__mock/scenarios')).toEqual({ scenarios: [] });
    });
  }
});

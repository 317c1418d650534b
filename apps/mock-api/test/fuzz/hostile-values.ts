import fc from 'fast-check';

/** Strings an attacker or a broken client sends: markup, injections, broken unicode, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '../../../etc/passwd',
    '\u0000',
    '\uD800',
    '%zz%00',
    '__proto__',
    'constructor',
    '${7*7}{{7*7}}',
    '7000001',
    'SAVE10',
    `a@${'.'.repeat(5000)}@`,
    `${'a'.repeat(300)}@example.com`,
  ),
  fc.integer({ min: 0, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers at the edges: past 2^53, tiny, negative zero, huge, fractional counts. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    2 ** 53 - 1,
    2 ** 53 + 2,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
    -0,
    0.5,
    999,
    1000,
    1e21,
  ),
);

/** An object whose own keys are `__proto__`, `constructor` and `prototype` (as JSON.parse makes them). */
export const prototypeKeys: fc.Arbitrary<unknown> = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"__proto__":{"isAdmin":true},"prototype":{"polluted":"yes"}}'),
);

/** Any JSON value a hostile client may put in a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: prototypeKeys },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** The field names of a zod object schema (through optional, default and pipe wrappers), or []. */
export function schemaKeys(schema: unknown): string[] {
  const s = schema as {
    shape?: Record<string, unknown>;
    def?: { innerType?: unknown; in?: unknown };
  };
  if (s?.shape) return Object.keys(s.shape);
  if (s?.def?.innerType) return schemaKeys(s.def.innerType);
  if (s?.def?.in) return schemaKeys(s.def.in);
  return [];
}

/**
 * Objects shaped like `base` (or like a schema's `keys`) with hostile values: each field kept,
 * dropped or replaced, plus prototype keys and unknown fields now and then.
 */
export function hostileObject(keys: string[], base: Record<string, unknown> = {}) {
  const fields = fc.tuple(
    ...keys.map((key) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(base[key]) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: hostileValue },
      ),
    ),
  );
  return fc
    .tuple(
      fields,
      fc.option(prototypeKeys, { nil: undefined }),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([values, proto, extra]) => {
      const out: Record<string, unknown> = { ...extra };
      keys.forEach((key, i) => {
        if (values[i] !== undefined) out[key] = values[i];
      });
      // Own keys, as JSON.parse makes them (assigning `__proto__` would set the prototype instead).
      for (const [key, value] of Object.entries(proto ?? {}))
        Object.defineProperty(out, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    });
}

/** A JSON text nested `depth` levels deep (arrays and objects alternating), never built as an object. */
export function deeplyNestedJson(depth: number): string {
  return '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth);
}

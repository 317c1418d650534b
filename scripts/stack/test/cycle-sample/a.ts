import type { B } from './b.ts';

/** One half of a cycle the import-cycle test must find: a type import of b.ts. */
export interface A {
  b?: B;
}

/** The other half: a dynamic import of a.ts, as a store that loads a module on demand. */
export interface B {
  load: () => Promise<unknown>;
}

/** Loads a.ts on demand. */
export const b: B = { load: () => import('./a.ts') };

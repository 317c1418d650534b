import { describe, expect, it } from 'vitest';
import { interpolate, requiredVariables, serviceEnvironment } from './compose-env.ts';

describe('interpolate: compose’s variables, as docker compose reads them', () => {
  const env = { SET: 'value', EMPTY: '' };

  it('reads ${NAME} and $NAME, empty when unset, and $$ as a dollar', () => {
    expect(interpolate('${SET}/$SET/${NONE}/$$SET', env)).toBe('value/value//$SET');
  });

  it('takes a default with :- when unset or empty, with - when unset only', () => {
    expect(interpolate('${NONE:-d} ${EMPTY:-d} ${SET:-d}', env)).toBe('d d value');
    expect(interpolate('${NONE-d}|${EMPTY-d}', env)).toBe('d|');
  });

  it('throws the message of a required variable: :? when unset or empty, ? when unset', () => {
    expect(() => interpolate('${NONE:?set NONE}', env)).toThrow('NONE: set NONE');
    expect(() => interpolate('${EMPTY:?}', env)).toThrow('EMPTY: required');
    expect(interpolate('${EMPTY?}', env)).toBe('');
    expect(requiredVariables('${A:?x} ${B:-y} ${C?}')).toEqual(['A', 'C']);
  });

  it('passes a key without a value from the environment, and leaves it out when unset', () => {
    expect(serviceEnvironment({ SET: null, NONE: null, N: 3 }, env)).toEqual({
      SET: 'value',
      N: '3',
    });
  });
});

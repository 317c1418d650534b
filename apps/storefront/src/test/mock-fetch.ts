import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces the global `fetch` with a mock for every test of the calling file, and restores it
 * (and clears the mock's calls and answers) after each. Call at the top of a test file; answer
 * requests with `fetchMock.mockImplementation(...)` and `jsonResponse`.
 */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

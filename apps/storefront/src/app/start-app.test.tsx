import { act } from '@testing-library/react';
import { format } from 'node:util';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { logRecoverableError } from './start-app';

describe('hydration mismatches are logged readably', () => {
  it('says what differed and where, on console.error, and the page shows what the browser rendered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = '<main><p>Sold by the server</p></main>';
    document.body.append(container);
    function Notice() {
      return (
        <main>
          <p>Sold by the browser</p>
        </main>
      );
    }
    await act(async () => {
      hydrateRoot(container, <Notice />, { onRecoverableError: logRecoverableError });
    });
    const logged = errors.mock.calls.map((args) => format(...args)).join('\n');
    expect(logged).toContain('Hydration recovered from an error');
    expect(logged).toContain('Sold by the server');
    expect(logged).toContain('Sold by the browser');
    expect(logged).toContain('Notice');
    expect(container.textContent).toBe('Sold by the browser');
    container.remove();
  });
});

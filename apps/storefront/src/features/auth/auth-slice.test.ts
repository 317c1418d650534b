import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@trini/domain';
import { makeStore } from '@/app/store';
import { loadAuthState, loggedIn, logout, panelModeSwitched, panelOpened } from './auth-slice';
import { sessionFromToken } from './session';
import { testToken } from '@/test/test-token';

describe('auth session (ordering.md §4 login, on start, logout; §8 expired or unreadable token)', () => {
  it('a stored valid token restores the session on start, claims filling the session settings', () => {
    const token = testToken();
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
    const store = makeStore();
    expect(store.getState().auth.session).toMatchObject({
      token,
      CustomerNo: '1',
      LoginName: 'Kavita Ramdial',
      EmailID: 'kavita.ramdial@example.tt',
      Mobile: '7000001',
      CouponCode: 'TRINI5',
    });
  });

  it('an expired stored token counts as no login', () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, testToken({}, -60));
    expect(loadAuthState().session).toBeNull();
  });

  it('an undecodable stored token counts as no login', () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, 'not-a-jwt');
    expect(loadAuthState().session).toBeNull();
    expect(sessionFromToken('a.b.c')).toBeNull();
  });

  it('a token lacking the mobile or customer-name claim counts as no login', () => {
    expect(sessionFromToken(testToken({ custom_mobile: '' }))).toBeNull();
    expect(sessionFromToken(testToken({ custom_CustomerName: ' ' }))).toBeNull();
  });

  it('a login with a usable token fills the session and stores the token under cjwt', () => {
    const store = makeStore();
    const token = testToken();
    store.dispatch(loggedIn(token));
    expect(store.getState().auth.session?.LoginName).toBe('Kavita Ramdial');
    expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).toBe(token);
  });

  it('an expired token arriving at login leaves the visitor logged out and stores nothing', () => {
    const store = makeStore();
    store.dispatch(loggedIn(testToken({}, -1)));
    expect(store.getState().auth.session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).toBeNull();
  });

  it('logout removes the stored token, clears the session and reloads the page', () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, testToken());
    const store = makeStore();
    const reload = vi.fn();
    logout(store.dispatch, reload);
    expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).toBeNull();
    expect(store.getState().auth.session).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('switching the side panel mode carries the typed mobile', () => {
    const store = makeStore();
    store.dispatch(panelOpened({ mode: 'login' }));
    store.dispatch(panelModeSwitched({ mode: 'register', mobile: '7654321' }));
    expect(store.getState().auth.panel).toEqual({
      open: true,
      mode: 'register',
      mobile: '7654321',
    });
  });
});

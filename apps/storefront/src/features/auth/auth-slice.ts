import { createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@trini/domain';
import { removeStorage, writeStorage } from '@/lib/storage';
import { sessionFromToken, storedSession } from './session';
import type { CustomerSession } from './session';

/** Which form the side panel shows. spec: ordering.md §2 side panel */
export type AuthPanelMode = 'login' | 'register';

/**
 * Auth state: the customer session (null for a guest) and the login/register side panel
 * (open, mode, and the mobile typed so far, carried from one mode to the other).
 * spec: ordering.md §2 site shell, §4 login
 */
export interface AuthState {
  session: CustomerSession | null;
  panel: { open: boolean; mode: AuthPanelMode; mobile: string };
}

const closedPanel = { open: false, mode: 'login' as AuthPanelMode, mobile: '' };

/** Auth state restored on start from the stored token (an unusable token is no login). spec: ordering.md §4 on start */
export function loadAuthState(nowMs: number = Date.now()): AuthState {
  return { session: storedSession(nowMs), panel: closedPanel };
}

/**
 * The auth slice. `loggedIn(token)` decodes the token in its prepare step (expired or undecodable
 * → stays logged out); `loggedOut` clears the session (the `logout` helper also reloads).
 * spec: ordering.md §4 login, registration, logout
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ session: null, panel: closedPanel }),
  reducers: {
    loggedIn: {
      reducer: (state, action: PayloadAction<CustomerSession | null>) => {
        state.session = action.payload;
      },
      prepare: (token: string, nowMs: number = Date.now()) => ({
        payload: sessionFromToken(token, nowMs),
      }),
    },
    loggedOut: (state) => {
      state.session = null;
    },
    /** Takes the session restored from the stored token after hydration (null: no login). */
    sessionRestored: (state, action: PayloadAction<CustomerSession | null>) => {
      state.session = action.payload;
    },
    panelOpened: (state, action: PayloadAction<{ mode: AuthPanelMode; mobile?: string }>) => {
      state.panel = {
        open: true,
        mode: action.payload.mode,
        mobile: action.payload.mobile ?? state.panel.mobile,
      };
    },
    panelModeSwitched: (state, action: PayloadAction<{ mode: AuthPanelMode; mobile: string }>) => {
      state.panel.mode = action.payload.mode;
      state.panel.mobile = action.payload.mobile;
    },
    panelClosed: (state) => {
      state.panel = { ...closedPanel, mode: state.panel.mode };
    },
  },
});

export const { loggedIn, loggedOut, sessionRestored, panelOpened, panelModeSwitched, panelClosed } =
  authSlice.actions;

/** The session, or null for a guest. */
export const selectSession = (state: { auth: AuthState }): CustomerSession | null =>
  state.auth.session;
/** The side panel state. */
export const selectAuthPanel = (state: { auth: AuthState }) => state.auth.panel;
/** The bearer token to send, or null. */
export const selectToken = (state: { auth: AuthState }): string | null =>
  state.auth.session?.token ?? null;

/**
 * Persists the token: stored under local storage `cjwt` on a usable login, removed on logout.
 * spec: ordering.md §3 storage, §4 login / logout
 */
export const authPersistence = createListenerMiddleware();
authPersistence.startListening({
  actionCreator: loggedIn,
  effect: (action) => {
    if (action.payload) writeStorage('local', STORAGE_KEYS.CUSTOMER_TOKEN, action.payload.token);
  },
});
authPersistence.startListening({
  actionCreator: loggedOut,
  effect: () => removeStorage('local', STORAGE_KEYS.CUSTOMER_TOKEN),
});

/** Logs out: removes the stored token, clears the session and reloads the page. spec: ordering.md §4 logout */
export function logout(
  dispatch: (action: ReturnType<typeof loggedOut>) => unknown,
  reload: () => void = () => window.location.reload(),
): void {
  removeStorage('local', STORAGE_KEYS.CUSTOMER_TOKEN);
  dispatch(loggedOut());
  reload();
}

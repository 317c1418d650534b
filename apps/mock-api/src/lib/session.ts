/** The header that selects an isolated session; absent = the default session. */
export const SESSION_HEADER = 'x-mock-session';
/** Id of the session used when no header is sent. */
export const DEFAULT_SESSION = 'default';

/**
 * Router state that /login understands: `from` is the protected page that sent the guest to sign
 * in (they return there afterwards), `authError` a reason to show (the Google callback's failure).
 */
export interface LoginRouteState {
  authError?: string;
  from?: { pathname: string; search?: string; hash?: string };
}

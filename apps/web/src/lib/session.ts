import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type AuthResponse, type TokenPair, type User } from '@shop/contract';
import { safeStorage } from './storage';

/**
 * The signed-in session: tokens and the cached user in localStorage, and a tiny store the
 * UI subscribes to. It lives in shared code because the API client must be able to end the session
 * when a token refresh fails, and every feature may need to know who is signed in.
 *
 * - `loading`: an access token is stored and GET /api/me has not answered yet (the auth feature's
 *   AuthProvider runs that check on start).
 * - `authenticated`: the user is known.
 * - `guest`: signed out.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'guest';

/** Why the session ended without the person asking: an admin deactivated the account. */
export type SignOutReason = 'account_inactive';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Set when the session ended for a reason the person should be told (until they sign in). */
  reason?: SignOutReason | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: SessionState = readInitialState();

function readStoredUser(): User | null {
  const raw = safeStorage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    // Only a hint while GET /api/me (parsed with the contract's schema) is pending, so a shape
    // check is enough here: the schema and zod are not loaded with the landing.
    const parsed = JSON.parse(raw) as Partial<User> | null;
    return parsed && typeof parsed.id === 'number' && typeof parsed.email === 'string'
      ? (parsed as User)
      : null;
  } catch {
    return null;
  }
}

function readInitialState(): SessionState {
  if (!safeStorage.get(STORAGE_KEYS.accessToken)) return { status: 'guest', user: null };
  // The cached user is kept for reference while loading; gates still wait for GET /api/me.
  return { status: 'loading', user: readStoredUser() };
}

function setState(next: SessionState): void {
  if (
    next.status === state.status &&
    next.user === state.user &&
    (next.reason ?? null) === (state.reason ?? null)
  )
    return;
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; re-renders when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user, or null for a guest (and while the session is still loading). */
export function useCurrentUser(): User | null {
  const session = useSession();
  return session.status === 'authenticated' ? session.user : null;
}

export function getAccessToken(): string | null {
  return safeStorage.get(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return safeStorage.get(STORAGE_KEYS.refreshToken);
}

/** Stores a renewed token pair (token refresh) without touching the user. */
export function storeTokens(tokens: Pick<TokenPair, 'access_token' | 'refresh_token'>): void {
  safeStorage.set(STORAGE_KEYS.accessToken, tokens.access_token);
  safeStorage.set(STORAGE_KEYS.refreshToken, tokens.refresh_token);
}

/** Login, registration and the Google callback end here: tokens and user stored, signed in. */
export function startSession(auth: AuthResponse): void {
  storeTokens(auth);
  setSessionUser(auth.user);
}

/** The user changed (GET /api/me answered, a profile was saved): cache it and mark signed in. */
export function setSessionUser(user: User): void {
  safeStorage.set(STORAGE_KEYS.user, JSON.stringify(user));
  setState({ status: 'authenticated', user });
}

let arriving: { user: User; pathname: string } | null = null;

/**
 * The signed-in user changed their own roles: the new user takes over once the app has arrived at
 * `pathname` (a page the new roles open), so the page being left never sees a user its gate would
 * turn away ('Доступ запрещён').
 */
export function setSessionUserOnArrival(user: User, pathname: string): void {
  arriving = { user, pathname };
}

/** The root route's part of `setSessionUserOnArrival`: applied once the page at `pathname` is on screen. */
export function useSessionUserOnArrival(pathname: string): void {
  useEffect(() => {
    if (!arriving || arriving.pathname !== pathname) return;
    const { user } = arriving;
    arriving = null;
    setSessionUser(user);
  }, [pathname]);
}

/**
 * Signs out locally: tokens and the cached user go, the guest cart stays. `reason` says why when
 * the person did not ask (the server answered ACCOUNT_INACTIVE); a second sign-out right after
 * (the start-up check failing on the same answer) keeps it.
 */
export function endSession(reason: SignOutReason | null = null): void {
  safeStorage.remove(STORAGE_KEYS.accessToken);
  safeStorage.remove(STORAGE_KEYS.refreshToken);
  safeStorage.remove(STORAGE_KEYS.user);
  const kept = state.status === 'guest' ? (state.reason ?? null) : null;
  const why = reason ?? kept;
  setState(why ? { status: 'guest', user: null, reason: why } : { status: 'guest', user: null });
}

/** Re-reads the session from localStorage (app start in tests, another tab's changes). */
export function reloadSessionFromStorage(): void {
  setState(readInitialState());
}

let listeningToOtherTabs = false;

/**
 * Keeps tabs in step: signing in or out in one tab does the same in the others. Token renewals in
 * another tab need nothing here (the API client reads the tokens from storage on every call).
 */
export function listenForSessionChangesInOtherTabs(): void {
  if (listeningToOtherTabs) return;
  listeningToOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken) return;
    const signedInElsewhere = Boolean(getAccessToken());
    const signedInHere = state.status !== 'guest';
    if (signedInElsewhere !== signedInHere) reloadSessionFromStorage();
  });
}

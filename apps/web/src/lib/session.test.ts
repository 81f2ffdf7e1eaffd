import { STORAGE_KEYS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildAuthResponse, buildUser } from '@/testing/factories';
import {
  endSession,
  getSession,
  listenForSessionChangesInOtherTabs,
  reloadSessionFromStorage,
  startSession,
} from './session';

function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
  );
}

describe('session', () => {
  it('starts as a guest without a token and loading with one', () => {
    expect(getSession()).toEqual({ status: 'guest', user: null });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    reloadSessionFromStorage();
    expect(getSession().status).toBe('loading');
  });

  it('stores tokens and the user on sign-in and clears them on sign-out, keeping the guest cart', () => {
    localStorage.setItem(STORAGE_KEYS.cart, '[]');
    const auth = buildAuthResponse(buildUser());
    startSession(auth);
    expect(getSession()).toEqual({ status: 'authenticated', user: auth.user });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(auth.user);
    endSession();
    expect(getSession().status).toBe('guest');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('follows sign-outs in other tabs but ignores their token renewals', () => {
    listenForSessionChangesInOtherTabs();
    startSession(buildAuthResponse(buildUser()));
    otherTabWrites(STORAGE_KEYS.accessToken, 'renewed-elsewhere');
    expect(getSession().status).toBe('authenticated');
    otherTabWrites(STORAGE_KEYS.accessToken, null);
    expect(getSession().status).toBe('guest');
  });
});

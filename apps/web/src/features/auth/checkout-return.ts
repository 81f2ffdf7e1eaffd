import { safeStorage } from '@/lib/storage';

/**
 * A shopper who signs up on the way to the checkout confirms the address from an email, often in
 * another tab: this browser remembers, for as long as the link is good, that the confirmation
 * page should lead back to the checkout.
 */
const KEY = 'checkout_after_confirm';
const KEPT_MS = 24 * 60 * 60_000;

export function rememberCheckoutReturn(): void {
  safeStorage.set(KEY, String(Date.now()));
}

export function isCheckoutReturnPending(now = Date.now()): boolean {
  const since = Number(safeStorage.get(KEY));
  return Number.isFinite(since) && since > 0 && now - since < KEPT_MS;
}

export function forgetCheckoutReturn(): void {
  safeStorage.remove(KEY);
}

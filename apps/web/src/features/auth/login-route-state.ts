/**
 * Router state that /login understands: `from` is the page that sent the guest to sign in (they
 * return there afterwards, and the page says why they are asked), `reason` what they were doing
 * there (`checkout`: «Оформить заказ» in the cart), `authError` a reason to show (the Google
 * callback's failure).
 */
export interface LoginRouteState {
  authError?: string;
  from?: { pathname: string; search?: string; hash?: string };
  reason?: 'checkout';
}

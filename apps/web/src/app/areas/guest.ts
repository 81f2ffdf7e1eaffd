/**
 * The guest area: the guest layout and the landing. The router loads this module (one chunk) when
 * the landing opens, so the shop's code and the sign-in forms never weigh on it.
 */
export { GuestLayout } from '../layouts/guest-layout';
export { LandingRoute } from '../routes/landing';

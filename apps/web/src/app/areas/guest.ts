/**
 * The guest area: the public pages and the sign-in flow. The router loads this module (one
 * chunk) the first time one of these pages opens, so the shop's code never weighs on the landing.
 */
export { GuestLayout } from '../layouts/guest-layout';
export { GoogleCallbackRoute } from '../routes/google-callback';
export { LandingRoute } from '../routes/landing';
export { LoginRoute } from '../routes/login';
export { LogoutRoute } from '../routes/logout';
export { RegisterRoute } from '../routes/register';

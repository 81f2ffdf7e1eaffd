/**
 * The sign-in flow: sign-in and registration forms, the Google callback and signing out. Its own
 * chunk, loaded when one of these pages opens, so the forms do not weigh on the landing.
 */
export { ForgotPasswordRoute } from '../routes/forgot-password';
export { GoogleCallbackRoute } from '../routes/google-callback';
export { LoginRoute } from '../routes/login';
export { LogoutRoute } from '../routes/logout';
export { RegisterRoute } from '../routes/register';
export { ResetPasswordRoute } from '../routes/reset-password';
export { VerifyEmailRoute } from '../routes/verify-email';

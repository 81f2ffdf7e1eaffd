import type { auth as ru } from '../ru/auth';
import type { DeepStrings } from '../types';

/** Sign-in, registration, Google sign-in and the route gates. */
export const auth: DeepStrings<typeof ru> = {
  auth: {
    login: {
      title: 'Sign in',
      subtitle: 'Good to see you again',
      submit: 'Sign in',
      noAccount: 'No account yet?',
      registerLink: 'Sign up',
    },
    register: {
      title: 'Sign up',
      subtitle: 'Create an account to build outfits and keep your favourites',
      submit: 'Sign up',
      haveAccount: 'Already have an account?',
      loginLink: 'Sign in',
    },
    fields: {
      email: 'Email',
      emailPlaceholder: 'you@example.com',
      password: 'Password',
      passwordPlaceholder: 'At least {{min}} characters',
      confirmPassword: 'Repeat the password',
      confirmPasswordPlaceholder: 'Password again',
    },
    validation: {
      invalidEmail: 'Invalid email',
      passwordTooShort: 'The password must be at least {{min}} characters long',
      passwordsMismatch: 'The passwords do not match',
    },
    google: {
      button: 'Sign in with Google',
      completing: 'Finishing Google sign-in...',
      failed: 'Could not sign in with Google',
      redirectSoon: 'Taking you back to the sign-in page.',
      retry: 'Try again',
      backToLogin: 'Back to sign-in',
    },
    required: {
      title: 'Sign-in required',
      text: 'This page is available after signing in. Sign in or create an account: it takes a minute.',
      close: 'Close',
      login: 'Sign in',
    },
    accessDenied: 'Access denied',
    loggingOut: 'Signing out...',
  },
};

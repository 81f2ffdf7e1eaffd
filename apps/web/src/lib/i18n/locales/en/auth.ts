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
    forgot: {
      link: 'Forgot your password?',
      title: 'Password recovery',
      subtitle: 'Enter the email of your account and we will send a link to set a new password',
      submit: 'Send the link',
      sentTitle: 'Check your email',
      sentText:
        'If there is an account with {{email}}, we have sent a link to it. It works for one hour.',
      back: 'Back to sign-in',
    },
    reset: {
      checking: 'Checking the link…',
      title: 'New password',
      subtitle: 'Once it is saved, every sign-in on other devices ends',
      submit: 'Save and sign in',
      done: 'Password changed',
      doneText: 'You are signed in with the new password',
      noToken: 'The link is incomplete. Open it from the email again or ask for a new one',
      again: 'Ask for a new link',
    },
    verify: {
      title: 'Email confirmation',
      checking: 'Confirming your address…',
      done: 'Address confirmed',
      doneText: '{{email}} is confirmed. You can place orders now.',
      failed: 'The address could not be confirmed',
      toCheckout: 'Back to checkout',
      toShop: 'Go to the catalogue',
      toSettings: 'Open settings',
    },
    unverified: {
      title: 'Confirm your email address',
      text: 'We sent a link to {{email}}. Until the address is confirmed you cannot place an order.',
      resend: 'Send the email again',
      resent: 'Email sent',
      resentText: 'Check {{email}}',
    },
    registered: {
      title: 'Account created',
      text: 'We sent an email to {{email}}: follow its link to confirm the address',
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
      emailQuotes: 'An email address cannot contain quotes, brackets or backslashes',
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
      title: 'Sign in to continue',
      text: 'Once you are signed in, you will come back to where you were.',
      checkoutTitle: 'Sign in to place the order',
      checkoutText: 'Your cart stays as it is.',
    },
    inactive: {
      text: 'You have been signed out. If this is a mistake, please contact support.',
    },
    accessDenied: 'Access denied',
    noAccess: {
      title: 'No access',
      text: 'This section is open to other roles. If you need it for your work, ask an administrator.',
      back: 'To my sections',
    },
    loggingOut: 'Signing out...',
  },
};

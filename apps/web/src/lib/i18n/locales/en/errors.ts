import type { ErrorCode } from '@shop/contract';
import type { errors as ru } from '../ru/errors';
import type { DeepStrings } from '../types';

/** The text of every API error code, and the defaults when a code says nothing useful. */
export const errors: DeepStrings<typeof ru> = {
  errors: {
    VALIDATION_FAILED: 'Please check the form fields',
    INVALID_EMAIL: 'Invalid email format',
    WEAK_PASSWORD: 'The password must be at least {{min}} characters long',
    EMAIL_TAKEN: 'A user with this email already exists',
    EMAIL_NOT_VERIFIED: 'Confirm your email address: the link came in an email after you signed up',
    EMAIL_LINK_INVALID: 'This link is invalid or has expired. Ask for a new one',
    INVALID_CREDENTIALS: 'Wrong email or password',
    WRONG_PASSWORD: 'The current password is wrong',
    ACCOUNT_INACTIVE: 'The account was disabled by an administrator',
    UNAUTHORIZED: 'Sign-in required',
    TOKEN_EXPIRED: 'The session has expired. Please sign in again',
    REFRESH_TOKEN_INVALID: 'The session is no longer valid. Please sign in again',
    SESSION_REVOKED: 'The session has ended. Please sign in again',
    FORBIDDEN: 'Access denied',
    PATH_TRAVERSAL: 'This file path is not allowed',
    NOT_FOUND: 'Not found',
    RATE_LIMITED: 'Too many attempts. Try again in {{minutes}} min.',
    GOOGLE_NOT_CONFIGURED: 'Google sign-in is not configured',
    GOOGLE_CODE_MISSING: 'Authorization code not found',
    GOOGLE_AUTH_FAILED: 'Could not sign in with Google',
    OUT_OF_STOCK: 'This item is out of stock',
    SKU_TAKEN: 'A variant with this SKU already exists',
    PROTECTED_ACCOUNT: 'You cannot delete, deactivate or demote yourself or the last admin',
    INVALID_PHONE: 'Invalid phone number',
    INVALID_BIRTH_DATE: 'The date of birth cannot be in the future',
    INVALID_AVATAR_URL: 'The avatar link must be absolute (http:// or https://) or start with /',
    INVALID_FILE_TYPE: 'Please choose an image',
    IMAGE_TOO_LARGE: 'The image is too large: {{megapixels}} megapixels at most',
    PAYLOAD_TOO_LARGE: 'The file is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Invalid file type',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try later',
    INSUFFICIENT_STORAGE: 'The server has run out of space for files. Please try again later',
    PRICE_CHANGED: 'The price of an item has changed. Please check your order',
    PICKUP_POINT_UNAVAILABLE: 'This pickup point is no longer available. Please choose another',
    ORDER_STATUS_CONFLICT: 'The order status has already changed; this action is not available',
    IDEMPOTENCY_KEY_REUSED:
      'This order was already placed with other details. Please reload the page',
    PAYMENT_UNAVAILABLE: 'Online payment is not available now. Please choose payment on delivery',
    INVALID_SIGNATURE: 'Invalid signature',
    BACKUP_IN_PROGRESS: 'A backup is already being made',
    NO_GARMENT_FOUND: 'No garment was found in the photo',
    INTERNAL: 'Something went wrong. Please try again',
  } satisfies Record<ErrorCode, string>,

  refusedLine: {
    priceChanged: 'The price of “{{name}}” has changed: now {{price}}',
    priceChangedNoPrice: 'The price of “{{name}}” has changed',
    outOfStock: '“{{name}}”: only {{count}} left in stock',
    soldOut: '“{{name}}” is sold out',
    unavailable: '“{{name}}” is no longer sold',
    notSold: '“{{name}}” is no longer sold: please remove it from the cart',
    notSoldItem: 'This item is no longer sold',
    unnamed: 'Item {{id}}',
  },

  errorDefaults: {
    login: 'Could not sign in. Please check your details',
    register: 'Could not sign up. Please try again',
    generic: 'Something went wrong. Please try again',
    field: 'Invalid value',
  },
};

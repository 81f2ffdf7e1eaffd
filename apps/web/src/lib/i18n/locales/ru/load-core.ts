import { auth } from './auth';
import { common } from './common';
import { discovery } from './discovery';
import { errors } from './errors';
import { landing } from './landing';
import { language } from './language';
import { uploads } from './uploads';

/**
 * The Russian texts of the app shell, the landing and the sign-in pages: in the main chunk. With
 * load-shop.ts and load-admin.ts exactly `ru` of index.ts (locales.test.ts checks it; a new file
 * goes into one of the three).
 */
export const ruCore = {
  ...common,
  ...discovery,
  ...errors,
  ...landing,
  ...auth,
  ...language,
  ...uploads,
} as const;

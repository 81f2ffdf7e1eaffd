import { GoogleCallback } from '@/features/auth/components/google-callback';

/** /google/callback. */
export function GoogleCallbackRoute() {
  return <GoogleCallback />;
}

import { GoogleCallback } from '@/features/auth/components/google-callback';

/** /google/callback (000 §2). */
export function GoogleCallbackRoute() {
  return <GoogleCallback />;
}

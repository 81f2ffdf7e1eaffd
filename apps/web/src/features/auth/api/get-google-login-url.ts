import { useMutation } from '@tanstack/react-query';
import { googleLoginResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser';

/** GET /api/auth/google/login → {auth_url}: Google's consent page with our state and PKCE. */
export function getGoogleLoginUrl() {
  return apiClient.get('/api/auth/google/login', googleLoginResponseSchema, {
    skipAuthRefresh: true,
  });
}

/** Starts Google sign-in: fetches the consent URL and leaves the app for it. */
export function useStartGoogleLogin() {
  return useMutation({
    mutationFn: getGoogleLoginUrl,
    onSuccess: ({ auth_url }) => browserLocation.assign(auth_url),
  });
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The `token` of a link from an email, read once; the address bar then drops it, so the secret
 * stays out of the history, bookmarks and screenshots.
 */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (params.has('token')) void navigate(pathname, { replace: true });
  }, [params, pathname, navigate]);
  return token;
}

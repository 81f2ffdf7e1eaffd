import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@shop/contract';
import { isApiError } from './api-client';
import { errorMessage } from './error-messages';
import { notifyError } from './notify';

interface AppQueryMeta extends Record<string, unknown> {
  /** This call's failures are quiet: no toast, the UI copes (keeps what it shows, or hides). */
  silent?: boolean;
  /**
   * The data is this browser's own (the guest cart in localStorage): a page drawn on the server
   * never carries it, since the server cannot know it.
   */
  keptOnDevice?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/**
 * Session problems are handled by the route gates (redirect + 'Требуется авторизация'); a
 * deactivated account is told once, by the session's end (not by every call that failed).
 */
const SESSION_CODES: ReadonlySet<ErrorCode> = new Set([
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'SESSION_REVOKED',
  'ACCOUNT_INACTIVE',
]);

function reportError(error: unknown, meta: AppQueryMeta | undefined) {
  if (meta?.silent) return;
  if (isApiError(error) && SESSION_CODES.has(error.code)) return;
  const message = errorMessage(error);
  notifyError(message, { id: `error:${message}` });
}

function shouldRetry(failureCount: number, error: unknown) {
  // Client errors will not change on a retry; network and server errors might.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * One QueryClient per app (per test). Failed queries and mutations show an 'Ошибка' toast unless
 * their `meta.silent` is set; forms that show errors themselves mark their mutations silent.
 */
export function createQueryClient(options: { test?: boolean } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: options.test ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: !options.test,
        gcTime: options.test ? Infinity : 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}

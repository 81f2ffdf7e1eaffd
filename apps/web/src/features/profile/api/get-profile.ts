import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema } from '@shop/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';

/** GET /api/profile/: the signed-in user's profile. */
export function getProfile(signal?: AbortSignal) {
  return apiClient.get('/api/profile/', profileSchema, { signal });
}

export function profileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(signal),
    // Its own text ('Не удалось загрузить профиль'), shown by useProfile.
    meta: { silent: true },
  });
}

/**
 * The profile, shown at once from the signed-in user the session caches and refreshed from the
 * server. A failure shows 'Ошибка' / 'Не удалось загрузить профиль'.
 */
export function useProfile() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const query = useQuery({
    ...profileQueryOptions(user?.id ?? 0),
    enabled: user !== null,
    placeholderData: user ?? undefined,
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) notifyError(t('profile.loadFailed'), { id: 'profile-load-failed' });
  }, [failed, t]);
  return { ...query, profile: query.data ?? user };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type ProfileUpdate, type User } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';

/** PATCH /api/profile/ with only the fields that change; answers the profile. */
export function updateProfile(body: ProfileUpdate) {
  return apiClient.patch('/api/profile/', profileSchema, { json: body });
}

/** The profile and the session's cached user (header avatar and name) take the new values. */
export function useAdoptProfile() {
  const client = useQueryClient();
  return (profile: User) => {
    client.setQueryData(queryKeys.profile(profile.id), profile);
    setSessionUser(profile);
  };
}

export function useUpdateProfile() {
  const adopt = useAdoptProfile();
  return useMutation({
    mutationFn: updateProfile,
    // The form shows field errors and its own toast.
    meta: { silent: true },
    onSuccess: adopt,
  });
}

import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { User } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaFormSubmit } from '@/components/schema-form';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import {
  buildProfileUpdate,
  profileRules,
  profileToFormValues,
  serverFieldTexts,
  type ProfileFormValues,
} from '../profile-form';
import { usePendingTags } from './use-pending-tags';

/** With nothing to send, 'Изменений не обнаружено' follows after this delay. */
export const NO_CHANGES_DELAY_MS = 600;

/**
 * The settings form's state: the values (refilled by fresh profile data until the user edits),
 * the text typed into a tags field but not yet a tag, and saving only what changed.
 */
export function useSettingsForm(profile: User) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const noChanges = useTimeout(() => {
    notifications.show({
      id: 'profile-no-changes',
      message: t('settings.noChanges'),
      color: 'gray',
    });
  }, NO_CHANGES_DELAY_MS);

  // Controlled: the tags fields and the avatar card draw from the values as they change.
  const form = useSchemaForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: profileToFormValues(profile),
    ...profileRules(),
  });

  // Fresh profile data (the server's answer after the cached user, an avatar change) fill the
  // form unless the user has started editing.
  const shownProfile = useRef(profile);
  useEffect(() => {
    if (shownProfile.current === profile) return;
    shownProfile.current = profile;
    if (!form.isDirty()) {
      const next = profileToFormValues(profile);
      form.setValues(next);
      form.resetDirty(next);
    }
  }, [profile, form]);

  /** Nothing was sent: the «Изменений не обнаружено» of an earlier tap would be wrong now. */
  const forgetNoChanges = () => {
    noChanges.clear();
    notifications.hide('profile-no-changes');
  };
  const save = (values: ProfileFormValues, { formElement }: SchemaFormSubmit) => {
    forgetNoChanges();
    const body = buildProfileUpdate(values, profile);
    if (Object.keys(body).length === 0) {
      noChanges.start();
      return;
    }
    return update.mutateAsync(body, {
      onSuccess: (updated) => {
        const next = profileToFormValues(updated);
        form.setValues(next);
        form.resetDirty(next);
        notifySuccess(t('settings.saved'), { id: 'profile-saved' });
      },
      onError: (error) =>
        applyFormError(form, error, {
          fallback: t('settings.updateFailed'),
          fieldTexts: serverFieldTexts(),
          // A refused save always says so in a toast too: the field may be scrolled away.
          toast: 'always',
          toastId: 'profile-update-failed',
          revealIn: formElement,
        }),
    });
  };

  const { tagsInputProps, takePendingTags } = usePendingTags(form);
  return {
    form,
    saving: update.isPending,
    save,
    forgetNoChanges,
    takePendingTags,
    tagsInputProps,
  };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;

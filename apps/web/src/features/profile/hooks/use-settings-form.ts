import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { PROFILE_TAGS_MAX, type User } from '@shop/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { useUpdateProfile } from '../api/update-profile';
import {
  buildProfileUpdate,
  profileRules,
  profileToFormValues,
  serverFieldTexts,
  withPendingTag,
  type PendingTags,
  type ProfileFormValues,
} from '../profile-form';

/** With nothing to send, 'Изменений не обнаружено' follows after this delay. */
export const NO_CHANGES_DELAY_MS = 600;

const NO_PENDING_TAGS: PendingTags = { favorite_colors: '', favorite_brands: '' };

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
  const submit = form.onSubmit(
    (values, event) => {
      forgetNoChanges();
      const formElement = event?.currentTarget;
      const body = buildProfileUpdate(values, profile);
      if (Object.keys(body).length === 0) {
        noChanges.start();
        return;
      }
      update.mutate(body, {
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
    },
    (errors, values, event) => {
      forgetNoChanges();
      revealFirstErrorOf(errors, values, event);
    },
  );

  // Text typed into a tags field stays text until Enter or a comma (no tag on blur: a tag added
  // on blur moves the save button under a finger on a phone, and the tap is lost). Saving takes
  // the unfinished text as a tag.
  const [pendingTags, setPendingTags] = useState<PendingTags>(NO_PENDING_TAGS);
  const tagsInputProps = (field: keyof PendingTags) => ({
    ...form.getInputProps(field),
    acceptValueOnBlur: false,
    searchValue: pendingTags[field],
    onSearchChange: (text: string) => setPendingTags((pending) => ({ ...pending, [field]: text })),
  });
  const submitWithPendingTags = (event?: FormEvent<HTMLFormElement>) => {
    for (const field of ['favorite_colors', 'favorite_brands'] as const) {
      if (!pendingTags[field].trim()) continue;
      const tags = withPendingTag(form.getValues()[field], pendingTags[field], PROFILE_TAGS_MAX);
      form.setFieldValue(field, tags);
    }
    setPendingTags(NO_PENDING_TAGS);
    submit(event);
  };

  return { form, saving: update.isPending, submit: submitWithPendingTags, tagsInputProps };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;

import {
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { BIRTH_DATE_MIN, PROFILE_TAGS_MAX, type User } from '@shop/contract';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { useUpdateProfile } from '../api/update-profile';
import {
  avatarLinkValue,
  buildProfileUpdate,
  localToday,
  MEASUREMENTS,
  profileToFormValues,
  profileRules,
  serverFieldTexts,
  withPendingTag,
  type PendingTags,
  type ProfileFormValues,
} from '../profile-form';
import { AvatarCard } from './avatar-card';
import classes from './settings-form.module.css';
import { TryOnPhotoCard } from './try-on-photo-card';

/** With nothing to send, 'Изменений не обнаружено' follows after this delay. */
export const NO_CHANGES_DELAY_MS = 600;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * /settings: every profile field with its rules, avatar upload and delete, the try-on photo.
 * Only filled-in, changed fields are sent (PATCH /api/profile/).
 * `footer` follows the form (the password and account-deletion cards).
 */
export function SettingsForm({ profile, footer }: { profile: User; footer?: ReactNode }) {
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
  const [pendingTags, setPendingTags] = useState<PendingTags>({
    favorite_colors: '',
    favorite_brands: '',
  });
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
    setPendingTags({ favorite_colors: '', favorite_brands: '' });
    submit(event);
  };

  const unit = (key: 'cm' | 'kg') => (
    <Box component="span" fz="sm" c="dimmed" pr={6}>
      {t(`settings.units.${key}`)}
    </Box>
  );

  return (
    <Stack gap="lg">
      <form onSubmit={submitWithPendingTags} noValidate aria-label={t('settings.formLabel')}>
        <div className={classes.layout}>
          <div className={classes.avatar}>
            <AvatarCard
              profile={profile}
              urlInputProps={form.getInputProps('avatar')}
              onAvatarChange={(avatar) => {
                form.setFieldValue('avatar', avatarLinkValue(avatar));
                form.setFieldError('avatar', null);
              }}
            />
          </div>
          <div className={classes.main}>
            <Stack gap="lg">
              <Section id="personal-title" title={t('settings.sections.personal')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('settings.fields.firstName')}
                    autoComplete="given-name"
                    {...form.getInputProps('first_name')}
                  />
                  <TextInput
                    label={t('settings.fields.lastName')}
                    autoComplete="family-name"
                    {...form.getInputProps('last_name')}
                  />
                  <TextInput
                    label={t('settings.fields.phone')}
                    placeholder="+7 701 123 45 67"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    {...form.getInputProps('phone_number')}
                  />
                  <TextInput
                    label={t('settings.fields.birthDate')}
                    type="date"
                    max={localToday()}
                    min={BIRTH_DATE_MIN}
                    autoComplete="bday"
                    {...form.getInputProps('date_of_birth')}
                  />
                </SimpleGrid>
                <TextInput
                  mt="md"
                  label={t('settings.fields.email')}
                  value={profile.email}
                  readOnly
                  variant="filled"
                  description={t('settings.emailHint')}
                />
              </Section>

              <Section id="body-title" title={t('settings.sections.body')}>
                <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
                  {MEASUREMENTS.map((field) => (
                    <NumberInput
                      key={field}
                      label={t(`settings.fields.${field}`)}
                      size="md"
                      allowNegative={false}
                      decimalScale={1}
                      decimalSeparator=","
                      clampBehavior="none"
                      hideControls
                      inputMode="decimal"
                      rightSection={unit(field === 'weight' ? 'kg' : 'cm')}
                      rightSectionWidth={36}
                      {...form.getInputProps(field)}
                    />
                  ))}
                </SimpleGrid>
              </Section>

              <Section id="prefs-title" title={t('settings.sections.preferences')}>
                <Stack gap="md">
                  <TagsInput
                    size="md"
                    label={t('settings.fields.colors')}
                    placeholder={t('settings.tagsPlaceholder')}
                    description={t('settings.tagsHint')}
                    maxTags={PROFILE_TAGS_MAX}
                    clearable
                    splitChars={[',', ';']}
                    {...tagsInputProps('favorite_colors')}
                  />
                  <TagsInput
                    size="md"
                    label={t('settings.fields.brands')}
                    placeholder={t('settings.tagsPlaceholder')}
                    description={t('settings.tagsHint')}
                    maxTags={PROFILE_TAGS_MAX}
                    clearable
                    splitChars={[',', ';']}
                    {...tagsInputProps('favorite_brands')}
                  />
                </Stack>
              </Section>

              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  leftSection={<IconDeviceFloppy size={18} />}
                  loading={update.isPending}
                >
                  {t('settings.save')}
                </Button>
              </Group>
            </Stack>
          </div>
          <div className={classes.photo}>
            <TryOnPhotoCard />
          </div>
        </div>
      </form>
      {footer}
    </Stack>
  );
}

import { Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { User } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { useSettingsForm } from '../hooks/use-settings-form';
import { avatarLinkValue } from '../profile-form';
import { AvatarCard } from './avatar-card';
import classes from './settings-form.module.css';
import { BodySection, PersonalSection, PreferencesSection } from './settings-sections';
import { TryOnPhotoCard } from './try-on-photo-card';

/**
 * /settings: every profile field with its rules, avatar upload and delete, the try-on photo.
 * Only filled-in, changed fields are sent (PATCH /api/profile/).
 * `footer` follows the form (the password and account-deletion cards).
 */
export function SettingsForm({ profile, footer }: { profile: User; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { form, saving, save, forgetNoChanges, takePendingTags, tagsInputProps } =
    useSettingsForm(profile);

  return (
    <Stack gap="lg">
      <SchemaForm
        form={form}
        aria-label={t('settings.formLabel')}
        beforeCheck={takePendingTags}
        onSubmit={save}
        onInvalid={forgetNoChanges}
        pending={saving}
        submitLabel={t('settings.save')}
        submitProps={{ size: 'md', leftSection: <IconDeviceFloppy size={18} /> }}
      >
        {(saveButton) => (
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
                <PersonalSection form={form} email={profile.email} />
                <BodySection form={form} />
                <PreferencesSection tagsInputProps={tagsInputProps} />
                <Group justify="flex-end">{saveButton}</Group>
              </Stack>
            </div>
            <div className={classes.photo}>
              <TryOnPhotoCard />
            </div>
          </div>
        )}
      </SchemaForm>
      {footer}
    </Stack>
  );
}

import {
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { User } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { UPLOAD_MAX_MB } from '@/lib/image-file';
import { useAvatarChange } from '../hooks/use-avatar-change';
import { ImageFileButton } from './image-file-button';

/**
 * The avatar: upload replaces it, delete (after 'Удалить аватар?')
 * clears it; a link to a picture can be given in the form's 'Ссылка на аватар' field instead.
 */
export function AvatarCard({
  profile,
  urlInputProps,
  onAvatarChange,
}: {
  profile: User;
  urlInputProps: TextInputProps;
  /** The avatar changed on the server (upload or delete): the form's link field follows. */
  onAvatarChange: (avatar: string | null) => void;
}) {
  const { t } = useTranslation();
  const { uploadAvatar, uploading, deleteAvatar, deleting } = useAvatarChange(onAvatarChange);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('settings.avatar.deleteConfirm'),
      children: <Text c="dimmed">{t('settings.avatar.deleteConfirmText')}</Text>,
      labels: { confirm: t('settings.avatar.deleteAction'), cancel: t('settings.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: deleteAvatar,
    });

  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby="avatar-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="avatar-title">
          {t('settings.avatar.title')}
        </Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <UserAvatar user={profile} size={96} radius={999} />
          <Stack gap="xs">
            <ImageFileButton
              onFile={uploadAvatar}
              inputLabel={t('settings.avatar.fileInput')}
              leftSection={<IconUpload size={16} />}
              loading={uploading}
              variant="light"
              size="sm"
            >
              {t('settings.avatar.upload')}
            </ImageFileButton>
            {profile.avatar && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} />}
                onClick={confirmDelete}
                loading={deleting}
              >
                {t('settings.avatar.delete')}
              </Button>
            )}
          </Stack>
        </Group>
        <Text size="xs" c="dimmed">
          {t('settings.avatar.hint', { mb: UPLOAD_MAX_MB })}
        </Text>
        <TextInput
          label={t('settings.fields.avatar')}
          placeholder="https://…"
          inputMode="url"
          autoComplete="photo"
          {...urlInputProps}
        />
      </Stack>
    </Paper>
  );
}

import { Box, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { savedPhotoQueryOptions, useSavedPhoto } from '@/api/get-saved-photo';
import { useUploadPhoto } from '@/api/upload-photo';
import { resolveImageUrl } from '@/lib/image-url';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { ImageFileButton } from './image-file-button';

/**
 * The shopper's own photo for virtual try-on (POST /api/profile/upload-photo): uploaded here and
 * previewed, the kept one shown on every visit; the outfit builder offers it ('Использовать фото
 * из настроек') and uploads one the same way.
 */
export function TryOnPhotoCard() {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const client = useQueryClient();
  const user = useCurrentUser();
  const preview = resolveImageUrl(useSavedPhoto());

  const onFile = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ photo_url }) => {
        if (user) client.setQueryData(savedPhotoQueryOptions(user.id).queryKey, { photo_url });
        notifySuccess(t('settings.photo.uploaded'));
      },
      onError: (error) => {
        console.warn('[profile] try-on photo upload failed', error);
        notifyError(errorTextOr(error, t('settings.photo.uploadFailedText')), {
          title: t('settings.photo.uploadFailedTitle'),
        });
      },
    });

  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby="photo-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="photo-title">
          {t('settings.photo.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.photo.text')}
        </Text>
        {preview && (
          <Box maw={220}>
            <Image
              src={preview}
              alt={t('settings.photo.previewAlt')}
              radius="md"
              fit="cover"
              h={280}
            />
          </Box>
        )}
        <ImageFileButton
          onFile={onFile}
          inputLabel={t('settings.photo.fileInput')}
          leftSection={<IconCamera size={16} />}
          loading={upload.isPending}
          variant="light"
          size="sm"
          w="fit-content"
        >
          {preview ? t('settings.photo.replace') : t('settings.photo.upload')}
        </ImageFileButton>
      </Stack>
    </Paper>
  );
}

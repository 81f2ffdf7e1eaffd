import '@mantine/dropzone/styles.layer.css';

import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCamera, IconPhotoUp } from '@tabler/icons-react';
import { UPLOAD_IMAGE_TYPES } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadPhoto } from '@/api/upload-photo';
import { checkImageFile, UPLOAD_MAX_MB } from '@/lib/image-file';
import { resolveImageUrl } from '@/lib/image-url';
import { i18n } from '@/lib/i18n/i18n';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError } from '@/lib/notify';
import classes from './builder.module.css';

/** A refused file's toast: 'Неверный тип файла', 'Файл слишком большой' or one file only. */
function reportRejection(rejections: FileRejection[]) {
  const tooMany =
    rejections.length > 1 ||
    rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'));
  if (tooMany) {
    notifyError(i18n.t('upload.oneFile'), { id: 'builder-photo-file' });
    return;
  }
  const file = rejections[0]?.file;
  const problem = file ? checkImageFile(file) : null;
  notifyError(problem?.message ?? i18n.t('upload.wrongTypeText'), {
    title: problem?.title ?? i18n.t('upload.wrongTypeTitle'),
    id: `builder-photo-file:${problem?.title ?? 'type'}`,
  });
}

/**
 * The shopper's photo for the try-on (POST /api/profile/upload-photo): one image, JPEG, JPG, PNG
 * or WEBP, at most 10 MB, dropped or picked. A refused file gets its toast and is never sent;
 * 'Ошибка загрузки' / 'Не удалось загрузить фото' on failure. Success is said in the dropzone
 * itself ('Фото загружено', a live region), not toasted: a toast would lie over the try-on.
 */
export function PhotoUploader({
  photoUrl,
  onUploaded,
  disabled = false,
}: {
  photoUrl: string | null;
  onUploaded: (photoUrl: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  /** The photo this dropzone uploaded: 'Фото загружено' while it is the one in use. */
  const [uploaded, setUploaded] = useState<string | null>(null);

  const send = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      notifyError(problem.message, {
        title: problem.title,
        id: `builder-photo-file:${problem.title}`,
      });
      return;
    }
    setUploaded(null);
    upload.mutate(file, {
      onSuccess: ({ photo_url }) => {
        onUploaded(photo_url);
        setUploaded(photo_url);
      },
      onError: (error) => {
        console.warn('[outfits] the try-on photo could not be uploaded', error);
        notifyError(errorTextOr(error, t('outfits.builder.photo.failedText')), {
          title: t('outfits.builder.photo.failedTitle'),
          id: 'builder-photo',
        });
      },
    });
  };

  return (
    <Dropzone
      onDrop={(files) => {
        const file = files[0];
        if (file) send(file);
      }}
      onReject={reportRejection}
      accept={[...UPLOAD_IMAGE_TYPES]}
      multiple={false}
      loading={upload.isPending}
      disabled={disabled}
      useFsAccessApi={false}
      radius="md"
      p="sm"
      inputProps={{ 'aria-label': t('outfits.builder.photo.fileInput') }}
    >
      <CurrentPhoto photoUrl={photoUrl} justUploaded={uploaded !== null && uploaded === photoUrl} />
    </Dropzone>
  );
}

/** The photo in use (or an icon without one), what the dropzone does with a file, and its limits. */
function CurrentPhoto({
  photoUrl,
  justUploaded,
}: {
  photoUrl: string | null;
  justUploaded: boolean;
}) {
  const { t } = useTranslation();
  const preview = resolveImageUrl(photoUrl);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  return (
    <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
      {preview && brokenPreview !== preview ? (
        <img
          src={preview}
          alt={t('outfits.builder.photo.alt')}
          className={classes.photoThumb}
          onError={() => setBrokenPreview(preview)}
        />
      ) : (
        <ThemeIcon size={48} radius="md" variant="light" color="wine">
          {photoUrl ? <IconCamera size={24} /> : <IconPhotoUp size={24} />}
        </ThemeIcon>
      )}
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={600}>
          {photoUrl ? t('outfits.builder.photo.replace') : t('outfits.builder.photo.drop')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('outfits.builder.photo.hint', { mb: UPLOAD_MAX_MB })}
        </Text>
        <Text size="xs" c="teal.9" fw={600} role="status" data-testid="builder-photo-status">
          {justUploaded ? t('outfits.builder.photo.uploaded') : null}
        </Text>
      </Stack>
    </Group>
  );
}

import '@mantine/dropzone/styles.layer.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconLink, IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type ItemImage } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageFile } from '@/lib/image-file';
import { notifyError } from '@/lib/notify';
import { imageLinkError } from '../item-form-values';
import { PendingPictureList, type PendingPictures } from './pending-pictures';
import { StoredPictures } from './stored-pictures';

const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * The dropzone for new pictures (several at once, JPEG/PNG/WebP, 10 MB each): a file refused by
 * type or size, or one that is no picture, says why in a toast; the rest are added.
 */
function PictureDropzone({ onAdd }: { onAdd: (files: File[]) => void }) {
  const { t } = useTranslation();

  const onReject = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge = errors.some((e) => e.code === 'file-too-large');
      notifyError(
        tooLarge
          ? t('admin.items.pictures.tooLargeText', { size: MAX_MB, name: file.name })
          : t('admin.items.pictures.wrongTypeText', { name: file.name }),
        {
          title: tooLarge
            ? t('admin.items.pictures.tooLarge')
            : t('admin.items.pictures.wrongType'),
        },
      );
    }
  };

  // A file named .jpg may be anything: its first bytes decide, as on the server, so a page saved
  // under a picture's name never becomes a blank tile.
  const onDrop = async (files: File[]) => {
    const checked = await Promise.all(
      files.map(async (file) => [file, await isImageFile(file)] as const),
    );
    for (const [file, ok] of checked)
      if (!ok)
        notifyError(t('admin.items.pictures.notAnImage', { name: file.name }), {
          title: t('admin.items.pictures.wrongType'),
        });
    const images = checked.flatMap(([file, ok]) => (ok ? [file] : []));
    if (images.length) onAdd(images);
  };

  return (
    <Dropzone
      onDrop={(files) => void onDrop(files)}
      onReject={onReject}
      maxSize={UPLOAD_MAX_BYTES}
      accept={[...UPLOAD_IMAGE_TYPES]}
      multiple
      radius="md"
      inputProps={{ 'aria-label': t('admin.items.pictures.dropLabel') }}
    >
      <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={36} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} stroke={1.5} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhotoPlus size={36} stroke={1.5} />
        </Dropzone.Idle>
        <div>
          <Text size="sm" fw={600}>
            {t('admin.items.pictures.dropTitle')}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {t('admin.items.pictures.dropHint', { size: MAX_MB })}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}

/**
 * A picture by its address: added on «Добавить» or Enter once it reads as a picture's link and
 * is not waiting already; else the field says why.
 */
function PictureLinkField({ links, onAdd }: { links: string[]; onAdd: (link: string) => void }) {
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const addLink = () => {
    const value = link.trim();
    const error = imageLinkError(value);
    if (error) return setLinkError(error);
    if (links.includes(value)) return setLinkError(t('admin.items.pictures.duplicateLink'));
    onAdd(value);
    setLink('');
    setLinkError(null);
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t('admin.items.pictures.linkLabel')}
        placeholder={t('admin.items.pictures.linkPlaceholder')}
        leftSection={<IconLink size={16} />}
        value={link}
        error={linkError}
        inputMode="url"
        onChange={(event) => {
          setLink(event.currentTarget.value);
          setLinkError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            addLink();
          }
        }}
      />
      <Button variant="default" mt={25} onClick={addLink}>
        {t('admin.items.pictures.addLink')}
      </Button>
    </Group>
  );
}

/**
 * The item form's pictures: stored ones (edit mode) with delete; new ones from the dropzone
 * (several at once, JPEG/PNG/WebP, 10 MB each) or by link, sent with the save.
 */
export function ItemPictures({
  itemId,
  stored,
  colors = [],
  onStoredDeleted,
  onStoredChanged,
  pending,
  onPendingChange,
}: {
  itemId?: number;
  stored: ItemImage[];
  /** The saved item's variant colours, which a stored picture can be linked to. */
  colors?: string[];
  onStoredDeleted: (imageId: number) => void;
  onStoredChanged?: (images: ItemImage[]) => void;
  pending: PendingPictures;
  onPendingChange: (next: PendingPictures) => void;
}) {
  const hasPending = pending.files.length > 0 || pending.links.length > 0;

  return (
    <Stack gap="md">
      {itemId !== undefined && (
        <StoredPictures
          itemId={itemId}
          images={stored}
          colors={colors}
          onDeleted={onStoredDeleted}
          onChanged={(images) => onStoredChanged?.(images)}
        />
      )}
      <PictureDropzone
        onAdd={(images) => onPendingChange({ ...pending, files: [...pending.files, ...images] })}
      />
      <PictureLinkField
        links={pending.links}
        onAdd={(link) => onPendingChange({ ...pending, links: [...pending.links, link] })}
      />
      {hasPending && <PendingPictureList pending={pending} onChange={onPendingChange} />}
    </Stack>
  );
}

import '@mantine/dropzone/styles.layer.css';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  IconArrowLeft,
  IconArrowRight,
  IconLink,
  IconPhotoPlus,
  IconStar,
  IconTrash,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type ItemImage } from '@shop/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { resolveImageUrl } from '@/lib/image-url';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteItemImage } from '../api/delete-item-image';
import { useReorderItemImages } from '../api/reorder-item-images';
import { useSetItemImageColor } from '../api/set-item-image-color';
import { imageLinkError } from '../item-form';
import classes from './item-pictures.module.css';

const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Pictures waiting for the save: files and links. */
export interface PendingPictures {
  files: File[];
  links: string[];
}

function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box className={classes.tile}>
      <Image src={url} alt={file.name} className={classes.image} />
      <ActionIcon
        className={classes.remove}
        variant="white"
        color="dark"
        radius="xl"
        size="md"
        aria-label={t('admin.items.pictures.removePending', { name: file.name })}
        onClick={onRemove}
      >
        <IconX size={14} />
      </ActionIcon>
    </Box>
  );
}

/**
 * Stored pictures, each deletable after 'Удалить изображение?', and each linked to the colour it
 * shows (decision 028: the shop shows a colour's pictures when that colour is chosen).
 */
function StoredPictures({
  itemId,
  images,
  colors,
  onDeleted,
  onChanged,
}: {
  itemId: number;
  images: ItemImage[];
  colors: string[];
  onDeleted: (imageId: number) => void;
  onChanged: (images: ItemImage[]) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteItemImage();
  const setColor = useSetItemImageColor();
  const reorder = useReorderItemImages();
  /** Moves the picture at `from` to `to` (0 makes it the main one); saved at once. */
  const move = (from: number, to: number) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(
      { id: itemId, image_ids: ids },
      {
        onSuccess: onChanged,
        onError: () =>
          notifyError(t('admin.items.pictures.orderFailed'), {
            id: 'admin-item-image-order-failed',
          }),
      },
    );
  };
  const changeColor = (image: ItemImage, color: string | null) =>
    setColor.mutate(
      { id: itemId, imageId: image.id, color },
      {
        onSuccess: (next) => {
          onChanged(next);
          notifySuccess(t('admin.items.pictures.colorSaved'), { id: 'admin-item-image-color' });
        },
        onError: () =>
          notifyError(t('admin.items.pictures.colorFailed'), {
            id: 'admin-item-image-color-failed',
          }),
      },
    );
  const ask = (image: ItemImage) =>
    confirmDelete({
      message: t('admin.items.pictures.confirmDelete'),
      onConfirm: () =>
        remove.mutate(
          { id: itemId, imageId: image.id },
          {
            onSuccess: () => {
              onDeleted(image.id);
              notifySuccess(t('admin.items.pictures.deleted'));
            },
            onError: () =>
              notifyError(t('admin.items.pictures.deleteFailed'), {
                id: 'admin-item-image-delete-failed',
              }),
          },
        ),
    });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('admin.items.pictures.stored')}
      </Text>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.items.pictures.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="sm" component="ul" p={0} m={0}>
          {images.map((image, index) => (
            <Stack component="li" key={image.id} gap={4} className={classes.item}>
              <Box className={classes.tile}>
                <Image
                  src={resolveImageUrl(image.image_url)}
                  alt={t('admin.items.pictures.deleteStored', { index: index + 1 })}
                  className={classes.image}
                />
                {index === 0 && (
                  <Badge className={classes.main} size="xs" color="wine">
                    {t('admin.items.pictures.main')}
                  </Badge>
                )}
                <Tooltip label={t('admin.common.delete')}>
                  <ActionIcon
                    className={classes.remove}
                    variant="white"
                    color="red"
                    radius="xl"
                    size="md"
                    aria-label={t('admin.items.pictures.deleteStored', { index: index + 1 })}
                    loading={remove.isPending && remove.variables?.imageId === image.id}
                    onClick={() => ask(image)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Box>
              {images.length > 1 && (
                <Group gap={2} justify="center" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="md"
                    aria-label={t('admin.items.pictures.moveEarlier', { index: index + 1 })}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowLeft size={16} />
                  </ActionIcon>
                  {index > 0 && (
                    <Tooltip label={t('admin.items.pictures.makeMain')}>
                      <ActionIcon
                        variant="subtle"
                        size="md"
                        aria-label={t('admin.items.pictures.makeMainOf', { index: index + 1 })}
                        disabled={reorder.isPending}
                        onClick={() => move(index, 0)}
                      >
                        <IconStar size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <ActionIcon
                    variant="subtle"
                    size="md"
                    aria-label={t('admin.items.pictures.moveLater', { index: index + 1 })}
                    disabled={index === images.length - 1 || reorder.isPending}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowRight size={16} />
                  </ActionIcon>
                </Group>
              )}
              {colors.length > 0 && (
                <NativeSelect
                  size="xs"
                  aria-label={t('admin.items.pictures.colorOf', { index: index + 1 })}
                  value={image.color ?? ''}
                  disabled={setColor.isPending && setColor.variables?.imageId === image.id}
                  onChange={(event) => changeColor(image, event.currentTarget.value || null)}
                  data={[
                    { value: '', label: t('admin.items.pictures.allColors') },
                    // A colour no variant has any more is still shown until it is changed.
                    ...[...new Set([...colors, ...(image.color ? [image.color] : [])])].map(
                      (color) => ({ value: color, label: color }),
                    ),
                  ]}
                />
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
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
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

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

  const addLink = () => {
    const value = link.trim();
    const error = imageLinkError(value);
    if (error) return setLinkError(error);
    if (pending.links.includes(value)) return setLinkError(t('admin.items.pictures.duplicateLink'));
    onPendingChange({ ...pending, links: [...pending.links, value] });
    setLink('');
    setLinkError(null);
  };

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
      <Dropzone
        onDrop={(files) => onPendingChange({ ...pending, files: [...pending.files, ...files] })}
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
      {hasPending && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('admin.items.pictures.pending')}
          </Text>
          {pending.files.length > 0 && (
            <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="sm">
              {pending.files.map((file, index) => (
                <FilePreview
                  key={`${file.name}-${file.size}-${index}`}
                  file={file}
                  onRemove={() =>
                    onPendingChange({
                      ...pending,
                      files: pending.files.filter((_, i) => i !== index),
                    })
                  }
                />
              ))}
            </SimpleGrid>
          )}
          {pending.links.map((url) => (
            <Group key={url} gap="xs" wrap="nowrap" className={classes.link}>
              <IconLink size={16} style={{ flexShrink: 0 }} />
              <Text size="sm" truncate="end" style={{ flex: 1 }} title={url}>
                {url}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('admin.items.pictures.removePending', { name: url })}
                onClick={() =>
                  onPendingChange({ ...pending, links: pending.links.filter((l) => l !== url) })
                }
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconStar, IconTrash } from '@tabler/icons-react';
import type { ItemImage } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { resolveImageUrl } from '@/lib/image-url';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteItemImage } from '../api/delete-item-image';
import { useReorderItemImages } from '../api/reorder-item-images';
import { useSetItemImageColor } from '../api/set-item-image-color';
import classes from './item-pictures.module.css';

/**
 * Stored pictures, each deletable after 'Удалить изображение?', and each linked to the colour it
 * shows (decision 028: the shop shows a colour's pictures when that colour is chosen).
 */
export function StoredPictures({
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

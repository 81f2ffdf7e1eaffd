import type { ItemImage } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteItemImage } from '../api/delete-item-image';
import { useReorderItemImages } from '../api/reorder-item-images';
import { useSetItemImageColor } from '../api/set-item-image-color';

/**
 * What is done to a stored picture, each saved at once: moved in the order, linked to a colour,
 * or deleted after 'Удалить изображение?'. `onChanged` takes the pictures as the server holds
 * them after a move or a colour; `onDeleted` the picture gone.
 */
export function useStoredPictureActions({
  itemId,
  images,
  onDeleted,
  onChanged,
}: {
  itemId: number;
  images: ItemImage[];
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

  return {
    move,
    changeColor,
    ask,
    /** The order is being saved: no other move until it is. */
    moving: reorder.isPending,
    deleting: (image: ItemImage) => remove.isPending && remove.variables?.imageId === image.id,
    savingColor: (image: ItemImage) =>
      setColor.isPending && setColor.variables?.imageId === image.id,
  };
}

export type StoredPictureActions = ReturnType<typeof useStoredPictureActions>;

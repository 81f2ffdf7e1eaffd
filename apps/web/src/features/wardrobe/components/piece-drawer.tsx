import { Anchor, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { WardrobeItem } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteWardrobeItem } from '../api/delete-wardrobe-item';
import { pieceTitle } from '../wardrobe-labels';
import { PieceForm } from './piece-form';
import { PieceLooks, type PieceLooksProps } from './piece-looks';
import { PiecePicture } from './wardrobe-card';
import { PieceWear } from './piece-wear';
import classes from './wardrobe.module.css';

/** Asks before a piece leaves the wardrobe; `onConfirm` runs after «Удалить» only. */
export function confirmPieceDelete(onConfirm: () => void) {
  modals.openConfirmModal({
    title: i18n.t('wardrobe.piece.deleteTitle'),
    children: <Text size="sm">{i18n.t('wardrobe.piece.deleteText')}</Text>,
    labels: { confirm: i18n.t('wardrobe.piece.delete'), cancel: i18n.t('wardrobe.piece.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

interface PieceBodyProps extends Pick<PieceLooksProps, 'onAddMissing' | 'onOpenPiece'> {
  piece: WardrobeItem;
  onClose: () => void;
}

function PieceBody({ piece, onClose, onAddMissing, onOpenPiece }: PieceBodyProps) {
  const { t } = useTranslation();
  const remove = useDeleteWardrobeItem();
  const askDelete = () =>
    confirmPieceDelete(() =>
      remove.mutate(piece.id, {
        onSuccess: () => {
          notifySuccess(t('wardrobe.piece.deleted'), { id: 'wardrobe-piece-deleted' });
          onClose();
        },
        onError: () =>
          notifyError(t('wardrobe.piece.deleteFailed'), { id: 'wardrobe-delete-failed' }),
      }),
    );
  return (
    <Stack gap="md">
      <PiecePicture piece={piece} className={classes.panelPicture} loading="eager" />
      {piece.item_id !== null && (
        <Anchor component={Link} to={paths.item.build(piece.item_id)} size="sm">
          {t('wardrobe.piece.openItem')}
        </Anchor>
      )}
      <PieceWear piece={piece} />
      <PieceLooks piece={piece} onAddMissing={onAddMissing} onOpenPiece={onOpenPiece} />
      <Divider color="sand.2" />
      {/* A fresh form for each piece: its values are that piece's. */}
      <PieceForm
        key={piece.id}
        piece={piece}
        onSaved={() => notifySuccess(t('wardrobe.piece.saved'), { id: 'wardrobe-piece-saved' })}
        actions={
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={askDelete}
          >
            {t('wardrobe.piece.delete')}
          </Button>
        }
      />
    </Stack>
  );
}

/**
 * A piece's panel: its picture, «Надето сегодня» and the days worn, «С чем носить», its fields
 * saved by PATCH, «Удалить» with a confirmation. From the right on a computer, from below on a
 * phone.
 */
export function PieceDrawer({
  piece,
  onClose,
  onAddMissing,
  onOpenPiece,
}: Omit<PieceBodyProps, 'piece'> & { piece: WardrobeItem | null }) {
  const { t } = useTranslation();
  const phone = usePhone();
  useBackToClose(piece !== null, onClose);
  return (
    <Drawer
      opened={piece !== null}
      onClose={onClose}
      title={piece ? pieceTitle(t, piece) : ''}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '92%' : 460}
      radius={phone ? 'lg' : 0}
    >
      {piece && (
        <PieceBody
          piece={piece}
          onClose={onClose}
          onAddMissing={onAddMissing}
          onOpenPiece={onOpenPiece}
        />
      )}
    </Drawer>
  );
}

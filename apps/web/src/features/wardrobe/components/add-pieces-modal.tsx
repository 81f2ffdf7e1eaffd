import { Alert, Button, FileButton, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconCheck } from '@tabler/icons-react';
import { WARDROBE_PHOTOS_PER_ADD } from '@shop/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';
import { resolveImageUrl } from '@/lib/image-url';
import { notifyError } from '@/lib/notify';
import { useDeleteWardrobeItem } from '../api/delete-wardrobe-item';
import { usePhotoQueue, type PhotoEntry } from '../hooks/use-photo-queue';
import { PieceForm } from './piece-form';
import classes from './wardrobe.module.css';

type Queue = ReturnType<typeof usePhotoQueue>;

/** What became of one photo: waiting, working, refused, failed, kept or not added. */
function PhotoState({ entry, onRetry }: { entry: PhotoEntry; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (entry.status) {
    case 'queued':
      return (
        <Text size="sm" c="dimmed">
          {t('wardrobe.add.queued')}
        </Text>
      );
    case 'working':
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" color="wine" />
          <Text size="sm">{t('wardrobe.add.working')}</Text>
        </Group>
      );
    case 'refused':
    case 'failed':
      return (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} p="xs" role="alert">
          <Text size="sm">{entry.error}</Text>
          {entry.retryable && (
            <Button size="compact-xs" variant="white" color="red" mt={6} onClick={onRetry}>
              {t('wardrobe.add.retry')}
            </Button>
          )}
        </Alert>
      );
    case 'kept':
      return (
        <Group gap={6} c="green.8">
          <IconCheck size={16} />
          <Text size="sm" fw={600}>
            {t('wardrobe.add.kept')}
          </Text>
        </Group>
      );
    case 'discarded':
      return (
        <Text size="sm" c="dimmed">
          {t('wardrobe.add.discarded')}
        </Text>
      );
    default:
      return null;
  }
}

/** One photo: itself, its cut-out and, once recognised, the suggested piece as a form to confirm. */
function PhotoRow({ entry, queue }: { entry: PhotoEntry; queue: Queue }) {
  const { t } = useTranslation();
  const remove = useDeleteWardrobeItem();
  const piece = entry.piece;
  const cutout = resolveImageUrl(piece?.image_url);
  const discard = () => {
    if (!piece) return;
    remove.mutate(piece.id, {
      onSuccess: () => queue.patch(entry.key, { status: 'discarded' }),
      onError: () =>
        notifyError(t('wardrobe.piece.deleteFailed'), { id: 'wardrobe-discard-failed' }),
    });
  };
  return (
    <Paper withBorder p="sm" radius="md" aria-label={entry.file.name} component="section">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <img
            src={entry.preview}
            alt={t('wardrobe.add.photoAlt', { name: entry.file.name })}
            className={classes.photoThumb}
          />
          {cutout && (entry.status === 'ready' || entry.status === 'kept') && (
            <img
              src={cutout}
              alt={t('wardrobe.add.cutoutAlt', { name: entry.file.name })}
              className={classes.photoThumb}
            />
          )}
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Text size="xs" c="dimmed" truncate="end">
              {entry.file.name}
            </Text>
            <PhotoState entry={entry} onRetry={() => queue.retry(entry.key)} />
          </Stack>
        </Group>
        {entry.status === 'ready' && piece && (
          <PieceForm
            piece={piece}
            onSaved={(saved) => queue.patch(entry.key, { status: 'kept', piece: saved })}
            actions={
              <Button variant="default" loading={remove.isPending} onClick={discard}>
                {t('wardrobe.add.discard')}
              </Button>
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * «Добавить вещь»: one or several photos (a phone offers its camera or gallery), each uploaded and
 * recognised in turn, each result a form to confirm («Сохранить») or drop («Не добавлять»). A
 * photo without a garment says so beside itself; the others go on.
 */
export function AddPiecesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const queue = usePhotoQueue();
  const resetRef = useRef<() => void>(null);
  const close = () => {
    queue.clear();
    onClose();
  };
  useBackToClose(opened, close);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('wardrobe.add.title')}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('wardrobe.add.hint', { max: WARDROBE_PHOTOS_PER_ADD })}
        </Text>
        <FileButton
          resetRef={resetRef}
          accept="image/*"
          multiple
          inputProps={{ 'aria-label': t('wardrobe.add.choose') }}
          onChange={(files) => {
            resetRef.current?.();
            if (files.length > 0) queue.add(files);
          }}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconCamera size={18} />}
              variant={queue.entries.length ? 'default' : 'filled'}
            >
              {queue.entries.length ? t('wardrobe.add.chooseMore') : t('wardrobe.add.choose')}
            </Button>
          )}
        </FileButton>
        {queue.entries.map((entry) => (
          <PhotoRow key={entry.key} entry={entry} queue={queue} />
        ))}
        {queue.entries.length > 0 && (
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('wardrobe.add.done')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

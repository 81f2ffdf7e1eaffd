import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePictureIndex } from '../hooks/use-picture-carousel';
import classes from './item-zoom-viewer.module.css';

/** How far a picture can be enlarged. */
const MAX_SCALE = 4;

/** A round button of the viewer's tools. */
function Tool({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      variant="white"
      color="dark"
      size="xl"
      radius="xl"
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </ActionIcon>
  );
}

/** The row under the picture: previous, zoom out, reset, zoom in, next. */
function ZoomTools({
  index,
  count,
  go,
  zoomIn,
  zoomOut,
  reset,
}: {
  index: number;
  count: number;
  go: (index: number) => void;
  zoomIn: () => Promise<void>;
  zoomOut: () => Promise<void>;
  reset: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Group className={classes.tools} gap="xs" justify="center" wrap="nowrap">
      {count > 1 && (
        <Tool label={t('item.gallery.previous')} onClick={() => go(index - 1)}>
          <IconChevronLeft size={22} />
        </Tool>
      )}
      <Tool label={t('item.zoom.out')} onClick={() => void zoomOut()}>
        <IconZoomOut size={22} />
      </Tool>
      <Tool label={t('item.zoom.reset')} onClick={() => void reset()}>
        <IconZoomReset size={22} />
      </Tool>
      <Tool label={t('item.zoom.in')} onClick={() => void zoomIn()}>
        <IconZoomIn size={22} />
      </Tool>
      {count > 1 && (
        <Tool label={t('item.gallery.next')} onClick={() => go(index + 1)}>
          <IconChevronRight size={22} />
        </Tool>
      )}
    </Group>
  );
}

/**
 * The item's pictures at full screen, to look closely (decision 028): pinch or double-tap on a
 * phone, the wheel or double-click on a computer, or the + / − buttons; arrows (and the keyboard's)
 * turn the pictures. Loaded with its library only when it is opened.
 */
export default function ItemZoomViewer({
  images,
  name,
  startIndex,
  onClose,
}: {
  images: string[];
  name: string;
  startIndex: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = images.length;
  const { current: index, go } = usePictureIndex(count, startIndex);
  useBackToClose(true, onClose);

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t('item.zoom.title', { name })}
      closeButtonProps={{ 'aria-label': t('item.zoom.close') }}
      classNames={{
        content: classes.content,
        body: classes.body,
        header: classes.header,
        close: classes.close,
      }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft') go(index - 1);
        if (event.key === 'ArrowRight') go(index + 1);
      }}
    >
      {/* A new picture starts unzoomed. */}
      <TransformWrapper
        key={index}
        minScale={1}
        maxScale={MAX_SCALE}
        centerOnInit
        doubleClick={{ mode: 'toggle', step: 1.2 }}
        wheel={{ step: 0.2 }}
      >
        {({ zoomIn, zoomOut, resetTransform }) => (
          <div className={classes.stage}>
            <TransformComponent wrapperClass={classes.wrapper} contentClass={classes.zoomed}>
              <img
                src={images[index]}
                alt={t('item.gallery.alt', { name, index: index + 1 })}
                className={classes.image}
                draggable={false}
                data-testid="zoom-image"
              />
            </TransformComponent>
            <ZoomTools
              index={index}
              count={count}
              go={go}
              zoomIn={zoomIn}
              zoomOut={zoomOut}
              reset={resetTransform}
            />
            {count > 1 && (
              <Text className={classes.counter} size="sm" fw={600} aria-live="polite">
                {t('item.gallery.counter', { index: index + 1, total: count })}
              </Text>
            )}
          </div>
        )}
      </TransformWrapper>
    </Modal>
  );
}

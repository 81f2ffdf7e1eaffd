import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { useBackToClose } from '@/hooks/use-back-to-close';
import classes from './item-zoom-viewer.module.css';

/** How far a picture can be enlarged. */
const MAX_SCALE = 4;

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
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  useBackToClose(true, onClose);
  const go = (next: number) => setIndex(((next % count) + count) % count);

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
            <Group className={classes.tools} gap="xs" justify="center" wrap="nowrap">
              {count > 1 && (
                <ActionIcon
                  variant="white"
                  color="dark"
                  size="xl"
                  radius="xl"
                  onClick={() => go(index - 1)}
                  aria-label={t('item.gallery.previous')}
                >
                  <IconChevronLeft size={22} />
                </ActionIcon>
              )}
              <ActionIcon
                variant="white"
                color="dark"
                size="xl"
                radius="xl"
                onClick={() => void zoomOut()}
                aria-label={t('item.zoom.out')}
              >
                <IconZoomOut size={22} />
              </ActionIcon>
              <ActionIcon
                variant="white"
                color="dark"
                size="xl"
                radius="xl"
                onClick={() => void resetTransform()}
                aria-label={t('item.zoom.reset')}
              >
                <IconZoomReset size={22} />
              </ActionIcon>
              <ActionIcon
                variant="white"
                color="dark"
                size="xl"
                radius="xl"
                onClick={() => void zoomIn()}
                aria-label={t('item.zoom.in')}
              >
                <IconZoomIn size={22} />
              </ActionIcon>
              {count > 1 && (
                <ActionIcon
                  variant="white"
                  color="dark"
                  size="xl"
                  radius="xl"
                  onClick={() => go(index + 1)}
                  aria-label={t('item.gallery.next')}
                >
                  <IconChevronRight size={22} />
                </ActionIcon>
              )}
            </Group>
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

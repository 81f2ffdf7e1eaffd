import { ActionIcon, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhotoOff, IconZoomIn } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureSrcSet } from '@/lib/image-url';
import classes from './item-gallery.module.css';

/** The full-screen viewer and its zoom library come with the first look, not with the page. */
const ItemZoomViewer = lazy(() => import('./item-zoom-viewer'));

/** The gallery's picture: the whole width on phones, about half the page from 62em. */
const GALLERY_IMAGE_SIZES = '(min-width: 62em) 540px, 100vw';

/**
 * The carousel's swipe threshold: a swipe turns the picture when its power, the distance in px
 * times the speed in px/s, passes it (or when it crossed a third of the picture).
 */
export const SWIPE_POWER_THRESHOLD = 10_000;

export function isSwipe(distancePx: number, durationMs: number, widthPx: number): boolean {
  const distance = Math.abs(distancePx);
  if (distance < 10) return false;
  const speed = (distance / Math.max(durationMs, 1)) * 1000;
  return distance * speed > SWIPE_POWER_THRESHOLD || (widthPx > 0 && distance > widthPx / 3);
}

/**
 * The item page's picture carousel: the main picture with previous/next buttons, a counter,
 * arrow keys, swipe on touch screens, and thumbnails to jump to any picture. A tap on the picture
 * opens it full screen, to zoom in (item-zoom-viewer).
 */
export function ItemGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  // The picture open in the full-screen viewer, if any.
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number; time: number } | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (next: number) => setIndex(((next % count) + count) % count);

  if (count === 0) {
    return (
      <Box className={classes.frame}>
        <Stack className={classes.placeholder} align="center" justify="center" gap={6}>
          <IconPhotoOff size={40} stroke={1.3} aria-hidden />
          <Text size="sm">{t('itemCard.noImage')}</Text>
        </Stack>
      </Box>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || count < 2) return;
    start.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dy) > Math.abs(dx)) return;
    if (isSwipe(dx, event.timeStamp - from.time, event.currentTarget.clientWidth)) {
      go(dx < 0 ? current + 1 : current - 1);
    }
  };

  const src = images[current]!;
  return (
    <Stack gap="sm">
      <Box
        className={classes.frame}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('item.gallery.label')}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {broken.has(src) ? (
          <Stack className={classes.placeholder} align="center" justify="center" gap={6}>
            <IconPhotoOff size={40} stroke={1.3} aria-hidden />
            <Text size="sm">{t('itemCard.noImage')}</Text>
          </Stack>
        ) : (
          <UnstyledButton
            className={classes.zoomButton}
            onClick={() => setZoomAt(current)}
            aria-label={t('item.zoom.open', { index: current + 1 })}
            aria-haspopup="dialog"
          >
            <img
              key={src}
              src={src}
              srcSet={pictureSrcSet(src)}
              sizes={GALLERY_IMAGE_SIZES}
              // The first picture is the page's largest paint: fetched first, never lazily.
              fetchPriority={current === 0 ? 'high' : undefined}
              alt={t('item.gallery.alt', { name, index: current + 1 })}
              className={classes.image}
              draggable={false}
              onError={() => setBroken((set) => new Set(set).add(src))}
            />
            <span className={classes.zoomHint} aria-hidden>
              <IconZoomIn size={18} stroke={1.8} />
            </span>
          </UnstyledButton>
        )}
        {count > 1 && (
          <>
            <ActionIcon
              className={classes.prev}
              variant="white"
              color="dark"
              size="lg"
              radius="xl"
              onClick={() => go(current - 1)}
              aria-label={t('item.gallery.previous')}
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon
              className={classes.next}
              variant="white"
              color="dark"
              size="lg"
              radius="xl"
              onClick={() => go(current + 1)}
              aria-label={t('item.gallery.next')}
            >
              <IconChevronRight size={20} />
            </ActionIcon>
            <Text className={classes.counter} size="xs" fw={600} aria-live="polite">
              {t('item.gallery.counter', { index: current + 1, total: count })}
            </Text>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box className={classes.thumbs} role="group" aria-label={t('item.gallery.thumbnails')}>
          {images.map((image, position) => (
            <UnstyledButton
              key={image}
              className={classes.thumb}
              data-active={position === current || undefined}
              aria-current={position === current ? 'true' : undefined}
              aria-label={t('item.gallery.show', { index: position + 1 })}
              onClick={() => setIndex(position)}
            >
              <img
                src={image}
                srcSet={pictureSrcSet(image)}
                sizes="80px"
                alt=""
                loading="lazy"
                draggable={false}
              />
            </UnstyledButton>
          ))}
        </Box>
      )}
      {zoomAt !== null && (
        <Suspense fallback={null}>
          <ItemZoomViewer
            images={images}
            name={name}
            startIndex={zoomAt}
            onClose={() => setZoomAt(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import { ActionIcon, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhotoOff, IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pictureSrcSet } from '@/lib/image-url';
import classes from './item-gallery.module.css';

/** The gallery's picture: the whole width on phones, about half the page from 62em. */
const GALLERY_IMAGE_SIZES = '(min-width: 62em) 540px, 100vw';

/** Stands in for an item with no picture, or one that failed to load. */
export function NoPicture() {
  const { t } = useTranslation();
  return (
    <Stack className={classes.placeholder} align="center" justify="center" gap={6}>
      <IconPhotoOff size={40} stroke={1.3} aria-hidden />
      <Text size="sm">{t('itemCard.noImage')}</Text>
    </Stack>
  );
}

/** The shown picture; a tap opens it full screen. */
export function GalleryPicture({
  src,
  index,
  name,
  onOpen,
  onError,
}: {
  src: string;
  index: number;
  name: string;
  onOpen: () => void;
  onError: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.zoomButton}
      onClick={onOpen}
      aria-label={t('item.zoom.open', { index: index + 1 })}
      aria-haspopup="dialog"
    >
      <img
        key={src}
        src={src}
        srcSet={pictureSrcSet(src)}
        sizes={GALLERY_IMAGE_SIZES}
        // The first picture is the page's largest paint: fetched first, never lazily.
        fetchPriority={index === 0 ? 'high' : undefined}
        alt={t('item.gallery.alt', { name, index: index + 1 })}
        className={classes.image}
        draggable={false}
        onError={onError}
      />
      <span className={classes.zoomHint} aria-hidden>
        <IconZoomIn size={18} stroke={1.8} />
      </span>
    </UnstyledButton>
  );
}

/** The thumbnails under the picture, to jump to any of them. */
export function GalleryThumbs({
  images,
  current,
  onShow,
}: {
  images: string[];
  current: number;
  onShow: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box className={classes.thumbs} role="group" aria-label={t('item.gallery.thumbnails')}>
      {images.map((image, position) => (
        <UnstyledButton
          key={image}
          className={classes.thumb}
          data-active={position === current || undefined}
          aria-current={position === current ? 'true' : undefined}
          aria-label={t('item.gallery.show', { index: position + 1 })}
          onClick={() => onShow(position)}
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
  );
}

/** Previous / next over the picture and «N из M» (only when there is more than one picture). */
export function GalleryArrows({
  current,
  count,
  onShow,
}: {
  current: number;
  count: number;
  onShow: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ActionIcon
        className={classes.prev}
        variant="white"
        color="dark"
        size="lg"
        radius="xl"
        onClick={() => onShow(current - 1)}
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
        onClick={() => onShow(current + 1)}
        aria-label={t('item.gallery.next')}
      >
        <IconChevronRight size={20} />
      </ActionIcon>
      <Text className={classes.counter} size="xs" fw={600} aria-live="polite">
        {t('item.gallery.counter', { index: current + 1, total: count })}
      </Text>
    </>
  );
}

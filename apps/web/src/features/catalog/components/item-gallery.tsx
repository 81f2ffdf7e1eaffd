import { Box, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePictureCarousel } from '../hooks/use-picture-carousel';
import { GalleryArrows, GalleryPicture, GalleryThumbs, NoPicture } from './gallery-parts';
import classes from './item-gallery.module.css';

/** The full-screen viewer and its zoom library come with the first look, not with the page. */
const ItemZoomViewer = lazy(() => import('./item-zoom-viewer'));

/**
 * The item page's picture carousel: the main picture with previous/next buttons, a counter,
 * arrow keys, swipe on touch screens, and thumbnails to jump to any picture. A tap on the picture
 * opens it full screen, to zoom in (item-zoom-viewer).
 */
export function ItemGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const count = images.length;
  const { current, go, handlers } = usePictureCarousel(count);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  // The picture open in the full-screen viewer, if any.
  const [zoomAt, setZoomAt] = useState<number | null>(null);

  if (count === 0) {
    return (
      <Box className={classes.frame}>
        <NoPicture />
      </Box>
    );
  }

  const src = images[current]!;
  return (
    <Stack gap="sm">
      <Box
        className={classes.frame}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('item.gallery.label')}
        tabIndex={count > 1 ? 0 : undefined}
        {...handlers}
      >
        {broken.has(src) ? (
          <NoPicture />
        ) : (
          <GalleryPicture
            src={src}
            index={current}
            name={name}
            onOpen={() => setZoomAt(current)}
            onError={() => setBroken((set) => new Set(set).add(src))}
          />
        )}
        {count > 1 && <GalleryArrows current={current} count={count} onShow={go} />}
      </Box>
      {count > 1 && <GalleryThumbs images={images} current={current} onShow={go} />}
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

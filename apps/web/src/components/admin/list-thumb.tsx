import { Box, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { resolveImageUrl } from '@/lib/image-url';
import classes from './list-row.module.css';

/** A row's picture in an admin list (4:5, cropped), or `fallback` where there is none. */
export function ListThumb({
  url,
  size,
  fallback,
}: {
  url: string | null;
  size: number;
  fallback: ReactNode;
}) {
  const src = resolveImageUrl(url);
  return (
    <Box className={classes.thumb} w={size} h={Math.round(size * 1.25)}>
      {src ? <Image src={src} alt="" w="100%" h="100%" fit="cover" loading="lazy" /> : fallback}
    </Box>
  );
}

/** A row's name, whole, wrapped over as many lines as it needs. */
export const listNameClass = classes.name;

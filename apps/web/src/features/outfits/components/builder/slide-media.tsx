import { Box, Stack, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPhotoOff } from '@tabler/icons-react';
import classes from './builder.module.css';

/** A carousel card's picture (or a placeholder without one), with a check mark once chosen. */
export function SlideMedia({
  image,
  picked,
  className,
}: {
  image: string | null;
  picked: boolean;
  className?: string;
}) {
  return (
    <Box className={className ? `${classes.slideMedia} ${className}` : classes.slideMedia}>
      {image ? (
        <img src={image} alt="" loading="lazy" decoding="async" draggable={false} />
      ) : (
        <Stack h="100%" align="center" justify="center" c="sand.6">
          <IconPhotoOff size={26} stroke={1.4} aria-hidden />
        </Stack>
      )}
      {picked && (
        <ThemeIcon className={classes.chosenMark} radius="xl" size="md" color="wine">
          <IconCheck size={14} aria-hidden />
        </ThemeIcon>
      )}
    </Box>
  );
}

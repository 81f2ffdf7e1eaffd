import { Box, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './builder.module.css';

/** Over a picture while a try-on is made: 'Примеряем вещи на фото…' and the job's progress. */
export function TryOnBusy({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.busy} role="status">
      <Loader color="wine" size="md" />
      <Text size="sm" fw={600}>
        {t('outfits.builder.tryOnProgress')}
      </Text>
      {progress !== null && (
        <Text size="sm" c="dimmed">
          {progress}%
        </Text>
      )}
    </Box>
  );
}

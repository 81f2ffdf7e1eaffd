import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './builder.module.css';

/**
 * The photo kept in the settings ('Фото для примерки'), offered beside uploading another: a note
 * while it is the chosen one, else 'Использовать фото из настроек' to take it back in one tap.
 * Nothing when the shopper keeps no photo.
 */
export function SavedPhotoChoice({
  savedPhotoUrl,
  inUse,
  onUse,
  disabled = false,
}: {
  savedPhotoUrl: string | null;
  inUse: boolean;
  onUse: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (!savedPhotoUrl) return null;
  if (inUse) {
    return (
      <Group gap={6} wrap="nowrap" data-testid="saved-photo-in-use">
        <IconCircleCheck size={16} color="var(--mantine-color-wine-6)" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('outfits.builder.photo.fromSettings')}
        </Text>
      </Group>
    );
  }
  return (
    <Button
      variant="light"
      color="wine"
      size="sm"
      fullWidth
      className={classes.wrappingButton}
      leftSection={<IconUserCircle size={18} />}
      onClick={onUse}
      disabled={disabled}
    >
      {t('outfits.builder.photo.useSaved')}
    </Button>
  );
}

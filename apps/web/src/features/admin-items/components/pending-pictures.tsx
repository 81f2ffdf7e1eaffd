import { ActionIcon, Box, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLink, IconX } from '@tabler/icons-react';
import type { LinkFailureReason } from '@shop/contract';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonText } from '@/lib/error-messages';
import classes from './item-pictures.module.css';

/** Pictures waiting for the save: files, links, and why a link could not be stored last time. */
export interface PendingPictures {
  files: File[];
  links: string[];
  /** A link the server could not store, by address; the admin fixes or removes it. */
  failed: Record<string, LinkFailureReason>;
}

export const NO_PICTURES: PendingPictures = { files: [], links: [], failed: {} };

function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box className={classes.tile}>
      <Image src={url} alt={file.name} className={classes.image} />
      <ActionIcon
        className={classes.remove}
        variant="white"
        color="dark"
        radius="xl"
        size="md"
        aria-label={t('admin.items.pictures.removePending', { name: file.name })}
        onClick={onRemove}
      >
        <IconX size={14} />
      </ActionIcon>
    </Box>
  );
}

/** The files and links sent with the next save; a link that failed says why under it. */
export function PendingPictureList({
  pending,
  onChange,
}: {
  pending: PendingPictures;
  onChange: (next: PendingPictures) => void;
}) {
  const { t } = useTranslation();
  const removeLink = (url: string) => {
    const failed = { ...pending.failed };
    delete failed[url];
    onChange({ ...pending, links: pending.links.filter((l) => l !== url), failed });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('admin.items.pictures.pending')}
      </Text>
      {pending.files.length > 0 && (
        <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="sm">
          {pending.files.map((file, index) => (
            <FilePreview
              key={`${file.name}-${file.size}-${index}`}
              file={file}
              onRemove={() =>
                onChange({ ...pending, files: pending.files.filter((_, i) => i !== index) })
              }
            />
          ))}
        </SimpleGrid>
      )}
      {pending.links.map((url) => {
        const reason = pending.failed[url];
        return (
          <Stack key={url} gap={2}>
            <Group
              gap="xs"
              wrap="nowrap"
              className={classes.link}
              data-failed={reason ? true : undefined}
            >
              <IconLink size={16} style={{ flexShrink: 0 }} />
              <Text size="sm" truncate="end" style={{ flex: 1 }} title={url}>
                {url}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('admin.items.pictures.removePending', { name: url })}
                onClick={() => removeLink(url)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
            {reason && (
              <Text size="xs" c="red.8" role="alert">
                {reasonText(reason)}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

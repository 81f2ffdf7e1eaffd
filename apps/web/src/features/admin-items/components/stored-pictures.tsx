import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconStar, IconTrash } from '@tabler/icons-react';
import type { ItemImage } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '@/lib/image-url';
import {
  useStoredPictureActions,
  type StoredPictureActions,
} from '../hooks/use-stored-picture-actions';
import classes from './item-pictures.module.css';

/** The picture's place in the order: a step earlier, first as the main one, a step later. */
function PictureOrderButtons({
  index,
  count,
  moving,
  onMove,
}: {
  index: number;
  count: number;
  moving: boolean;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={2} justify="center" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="md"
        aria-label={t('admin.items.pictures.moveEarlier', { index: index + 1 })}
        disabled={index === 0 || moving}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowLeft size={16} />
      </ActionIcon>
      {index > 0 && (
        <Tooltip label={t('admin.items.pictures.makeMain')}>
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label={t('admin.items.pictures.makeMainOf', { index: index + 1 })}
            disabled={moving}
            onClick={() => onMove(0)}
          >
            <IconStar size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <ActionIcon
        variant="subtle"
        size="md"
        aria-label={t('admin.items.pictures.moveLater', { index: index + 1 })}
        disabled={index === count - 1 || moving}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowRight size={16} />
      </ActionIcon>
    </Group>
  );
}

/** The colour a picture shows, or every colour. */
function PictureColorSelect({
  image,
  index,
  colors,
  actions,
}: {
  image: ItemImage;
  index: number;
  colors: string[];
  actions: StoredPictureActions;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('admin.items.pictures.colorOf', { index: index + 1 })}
      value={image.color ?? ''}
      disabled={actions.savingColor(image)}
      onChange={(event) => actions.changeColor(image, event.currentTarget.value || null)}
      data={[
        { value: '', label: t('admin.items.pictures.allColors') },
        // A colour no variant has any more is still shown until it is changed.
        ...[...new Set([...colors, ...(image.color ? [image.color] : [])])].map((color) => ({
          value: color,
          label: color,
        })),
      ]}
    />
  );
}

/** One stored picture: marked when it is the main one, with its delete, order and colour. */
function StoredPictureTile({
  image,
  index,
  count,
  colors,
  actions,
}: {
  image: ItemImage;
  index: number;
  count: number;
  colors: string[];
  actions: StoredPictureActions;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="li" gap={4} className={classes.item}>
      <Box className={classes.tile}>
        <Image
          src={resolveImageUrl(image.image_url)}
          alt={t('admin.items.pictures.deleteStored', { index: index + 1 })}
          className={classes.image}
        />
        {index === 0 && (
          <Badge className={classes.main} size="xs" color="wine">
            {t('admin.items.pictures.main')}
          </Badge>
        )}
        <Tooltip label={t('admin.common.delete')}>
          <ActionIcon
            className={classes.remove}
            variant="white"
            color="red"
            radius="xl"
            size="md"
            aria-label={t('admin.items.pictures.deleteStored', { index: index + 1 })}
            loading={actions.deleting(image)}
            onClick={() => actions.ask(image)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      </Box>
      {count > 1 && (
        <PictureOrderButtons
          index={index}
          count={count}
          moving={actions.moving}
          onMove={(to) => actions.move(index, to)}
        />
      )}
      {colors.length > 0 && (
        <PictureColorSelect image={image} index={index} colors={colors} actions={actions} />
      )}
    </Stack>
  );
}

/**
 * Stored pictures, each deletable after 'Удалить изображение?', and each linked to the colour it
 * shows: the shop shows a colour's pictures when that colour is chosen.
 */
export function StoredPictures({
  itemId,
  images,
  colors,
  onDeleted,
  onChanged,
}: {
  itemId: number;
  images: ItemImage[];
  colors: string[];
  onDeleted: (imageId: number) => void;
  onChanged: (images: ItemImage[]) => void;
}) {
  const { t } = useTranslation();
  const actions = useStoredPictureActions({ itemId, images, onDeleted, onChanged });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('admin.items.pictures.stored')}
      </Text>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.items.pictures.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="sm" component="ul" p={0} m={0}>
          {images.map((image, index) => (
            <StoredPictureTile
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              colors={colors}
              actions={actions}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

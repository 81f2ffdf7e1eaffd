import { Alert, Box, Button, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconHanger, IconPlus } from '@tabler/icons-react';
import { GARMENT_KINDS, type Category } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnPieces } from '@/api/get-own-pieces';
import { paths } from '@/config/paths';
import { resolveImageUrl } from '@/lib/image-url';
import { ownPickOf, type OwnPick, type PieceSelection } from '../../builder-form';
import classes from './builder.module.css';
import { SlideMedia } from './slide-media';

/** What a piece is called on screen: its name, else its kind, else «Своя вещь». */
export function usePieceLabel() {
  const { t } = useTranslation();
  return (piece: Pick<OwnPick, 'name' | 'kind'>) =>
    piece.name ?? (piece.kind ? GARMENT_KINDS[piece.kind].label : t('outfits.builder.own.piece'));
}

/**
 * «Из гардероба» of one slot: the signed-in shopper's own pieces of it, each chosen or taken out
 * with a tap; none yet, a way to the wardrobe and to «Добавить вещь».
 */
export function WardrobeSlot({
  category,
  pieces,
  onToggle,
}: {
  category: Category;
  pieces: PieceSelection;
  onToggle: (piece: OwnPick) => void;
}) {
  const { t } = useTranslation();
  const labelOf = usePieceLabel();
  const query = useOwnPieces(category);
  const chosen = new Set(pieces[category].map((p) => p.id));

  if (query.isPending)
    return (
      <Text size="sm" c="dimmed" py="sm">
        {t('outfits.builder.own.loading')}
      </Text>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {t('outfits.builder.own.failed')}
        <Button variant="white" color="red" size="xs" ml="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const own = query.data.items;
  if (own.length === 0) return <NoPiecesYet category={category} />;
  return (
    <div className={classes.ownStrip} role="group" aria-label={t('outfits.builder.own.wardrobe')}>
      {own.map((piece) => {
        const image = resolveImageUrl(piece.image_url);
        const picked = chosen.has(piece.id);
        const label = labelOf(piece);
        return (
          <UnstyledButton
            key={piece.id}
            className={classes.slide}
            data-current={picked || undefined}
            data-chosen={picked || undefined}
            aria-pressed={picked}
            aria-label={t(picked ? 'outfits.builder.own.unchoose' : 'outfits.builder.own.choose', {
              name: label,
            })}
            onClick={() => onToggle(ownPickOf(piece))}
          >
            <SlideMedia image={image} picked={picked} className={classes.ownMedia} />
            <Box className={classes.slideBody}>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase" truncate>
                {piece.brand ?? t('outfits.builder.own.badge')}
              </Text>
              <Text size="sm" truncate>
                {label}
              </Text>
            </Box>
          </UnstyledButton>
        );
      })}
    </div>
  );
}

/** No pieces of the slot yet: a way to «Добавить вещь» and to the wardrobe. */
function NoPiecesYet({ category }: { category: Category }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start" py="xs" data-testid={`wardrobe-empty-${category}`}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" color="wine" radius="xl">
          <IconHanger size={16} aria-hidden />
        </ThemeIcon>
        <Text size="sm">{t('outfits.builder.own.empty')}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('outfits.builder.own.emptyHint')}
      </Text>
      <Group gap="xs">
        <Button
          component={Link}
          to={`${paths.wardrobe}?add=1`}
          size="xs"
          leftSection={<IconPlus size={14} />}
        >
          {t('outfits.builder.own.add')}
        </Button>
        <Button component={Link} to={paths.wardrobe} size="xs" variant="subtle">
          {t('outfits.builder.own.open')}
        </Button>
      </Group>
    </Stack>
  );
}

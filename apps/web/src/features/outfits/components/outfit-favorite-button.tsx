import { ActionIcon, Button, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { Outfit } from '@shop/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetOutfitFavorite } from '../api/set-outfit-favorite';

/**
 * The outfit's own heart (outfits have their own favourites): flips at once in every copy of the
 * outfit on screen and flips back with an 'Ошибка' toast when the server refuses. `aria-pressed`
 * tells the state. 'overlay' is the round one over a card's picture; 'labelled' the outfit page's
 * button with the number of people who favourited it.
 */
export function OutfitFavoriteButton({
  outfit,
  appearance = 'overlay',
  size = 'lg',
}: {
  outfit: Pick<Outfit, 'id' | 'is_favorite' | 'favorites_count'>;
  appearance?: 'overlay' | 'labelled';
  size?: ActionIconProps['size'];
}) {
  const { t } = useTranslation();
  const toggle = useSetOutfitFavorite();
  const active = outfit.is_favorite;
  const label = active ? t('outfits.favorite.remove') : t('outfits.favorite.add');
  const Icon = active ? IconHeartFilled : IconHeart;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Inside a card the heart must not follow the card's link.
    event.preventDefault();
    event.stopPropagation();
    toggle.mutate({ outfitId: outfit.id, next: !active });
  };

  const icon = (
    <Icon
      size={20}
      stroke={1.8}
      style={{ color: active ? 'var(--mantine-color-wine-7)' : undefined }}
      aria-hidden
    />
  );

  if (appearance === 'labelled') {
    return (
      <Button
        variant="default"
        size="md"
        onClick={onClick}
        aria-label={label}
        aria-pressed={active}
        title={label}
        leftSection={icon}
        data-active={active || undefined}
      >
        {outfit.favorites_count}
      </Button>
    );
  }
  return (
    <ActionIcon
      onClick={onClick}
      aria-label={label}
      aria-pressed={active}
      title={label}
      size={size}
      radius="xl"
      variant="white"
      color={active ? 'wine' : 'dark'}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
      data-active={active || undefined}
    >
      {icon}
    </ActionIcon>
  );
}

import { ActionIcon, Button, Group, Stack, Text, type ActionIconProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n/i18n';
import { useCurrentUser } from '@/lib/session';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useSetFavorite } from '../api/set-favorite';

const SIGN_IN_MODAL_ID = 'favorites-sign-in';

function SignInPromptBody() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => modals.close(SIGN_IN_MODAL_ID);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('favorites.signInText')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          {t('common.close')}
        </Button>
        <Button
          onClick={() => {
            close();
            // Back here after signing in (the sign-in page reads `state.from`).
            void navigate(paths.login, {
              state: {
                from: {
                  pathname: location.pathname,
                  search: location.search,
                  hash: location.hash,
                },
              },
            });
          }}
        >
          {t('nav.login')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Favourites need an account: a guest's heart only offers to sign in. */
export function openFavoritesSignInPrompt() {
  modals.close(SIGN_IN_MODAL_ID);
  modals.open({
    modalId: SIGN_IN_MODAL_ID,
    title: i18n.t('favorites.signInTitle'),
    children: <SignInPromptBody />,
  });
}

export interface FavoriteButtonProps {
  itemId: number;
  /** The item's own `is_favorite`, used until the favourite ids have loaded. */
  isFavorite?: boolean;
  /** 'overlay': a white round button over a picture (cards); 'default': a bordered one. */
  appearance?: 'overlay' | 'default';
  size?: ActionIconProps['size'];
}

/**
 * The favourite heart: flips at once, reverts with an 'Ошибка' toast when the server
 * refuses; a guest gets the sign-in prompt instead. `aria-pressed` tells the state.
 */
export function FavoriteButton({
  itemId,
  isFavorite,
  appearance = 'overlay',
  size = 'lg',
}: FavoriteButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { ids, isLoaded } = useFavoriteIds();
  const toggle = useSetFavorite();

  const pendingHere = toggle.isPending && toggle.variables?.itemId === itemId;
  const active = !user
    ? false
    : pendingHere
      ? toggle.variables.next
      : isLoaded
        ? ids.has(itemId)
        : (isFavorite ?? false);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Inside a card the heart must not follow the card's link.
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      openFavoritesSignInPrompt();
      return;
    }
    if (pendingHere) return;
    toggle.mutate({ itemId, next: !active });
  };

  const label = active ? t('favorites.remove') : t('favorites.add');
  const Icon = active ? IconHeartFilled : IconHeart;
  return (
    <ActionIcon
      onClick={onClick}
      aria-label={label}
      aria-pressed={active}
      title={label}
      size={size}
      radius="xl"
      variant={appearance === 'overlay' ? 'white' : 'default'}
      color={active ? 'wine' : 'dark'}
      style={appearance === 'overlay' ? { boxShadow: 'var(--mantine-shadow-sm)' } : undefined}
      data-active={active || undefined}
    >
      <Icon
        size={20}
        stroke={1.8}
        style={{ color: active ? 'var(--mantine-color-wine-7)' : undefined }}
      />
    </ActionIcon>
  );
}

import { Button, Stack } from '@mantine/core';
import type { Outfit } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { sameItemSet, samePieceSet } from '../../builder-draft';
import type { OutfitBuilderState } from '../../hooks/use-outfit-builder';
import classes from './builder.module.css';
import { SavedPhotoChoice } from './saved-photo-choice';
import { TryOnPanel } from './try-on-panel';

/** The builder's side: the photo and the try-on, then saving or leaving. */
export function BuilderAside({
  builder,
  outfit,
}: {
  builder: OutfitBuilderState;
  outfit: Outfit | undefined;
}) {
  const { t } = useTranslation();
  const { tryOn, selection } = builder;
  return (
    <Stack gap="md" className={classes.aside}>
      <TryOnPanel
        selection={selection}
        pieces={builder.pieces}
        photoUrl={builder.photoUrl}
        onPhoto={(url) => builder.choosePhoto({ source: 'upload', url })}
        photoChoice={
          <SavedPhotoChoice
            savedPhotoUrl={builder.savedPhotoUrl}
            inUse={builder.photo?.source === 'settings'}
            onUse={() => builder.choosePhoto({ source: 'settings' })}
            disabled={tryOn.state.status === 'generating'}
          />
        }
        state={tryOn.state}
        previousResultUrl={outfit?.tryon_image_url}
        previousRendering={outfit?.tryon_rendering}
        previousResultStale={
          outfit !== undefined &&
          (outfit.tryon_is_stale ||
            !sameItemSet(selection, builder.baseline.items) ||
            !samePieceSet(builder.pieces, builder.baseline.pieces))
        }
        onTryOn={builder.startTryOn}
      />
      <Stack gap="xs">
        <Button type="submit" size="md" fullWidth disabled={builder.saving}>
          {builder.saving
            ? t('outfits.builder.saving')
            : outfit
              ? t('outfits.builder.submitSave')
              : t('outfits.builder.submitCreate')}
        </Button>
        <Button
          component={Link}
          to={outfit ? paths.outfit.build(outfit.id) : paths.outfits}
          variant="subtle"
          color="gray"
          fullWidth
        >
          {t('outfits.builder.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

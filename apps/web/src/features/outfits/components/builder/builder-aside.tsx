import { Button, Stack } from '@mantine/core';
import type { Outfit } from '@shop/contract';
import type { ReactNode } from 'react';
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
  saveButton,
}: {
  builder: OutfitBuilderState;
  outfit: Outfit | undefined;
  /** The form's submit button, «Отмена» under it. */
  saveButton: ReactNode;
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
        {saveButton}
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

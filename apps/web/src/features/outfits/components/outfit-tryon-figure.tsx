import { Stack, Text } from '@mantine/core';
import type { Outfit } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '@/lib/image-url';
import classes from './outfit-detail.module.css';
import { RenderingLabel } from './rendering-label';

/** The owner's try-on picture, when there is one (and it loads). */
export function TryOnFigure({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  const tryon = resolveImageUrl(outfit.tryon_image_url);
  const [tryonBroken, setTryonBroken] = useState<string | null>(null);
  if (!tryon || tryonBroken === tryon) return null;
  return (
    <Stack gap={6} component="figure" m={0}>
      <Text size="sm" fw={700} component="figcaption">
        {t('outfits.detail.tryon')}
      </Text>
      <div className={classes.tryonFrame}>
        <img
          src={tryon}
          alt={t('outfits.detail.tryonAlt', { name: outfit.name })}
          className={classes.tryon}
          loading="lazy"
          onError={() => setTryonBroken(tryon)}
        />
        {outfit.tryon_rendering && (
          <RenderingLabel rendering={outfit.tryon_rendering} className={classes.tryonLabel} />
        )}
      </div>
      {outfit.tryon_is_stale && (
        <Text size="sm" c="orange.9" role="note">
          {t('outfits.tryonStale')}
        </Text>
      )}
    </Stack>
  );
}

import type { Outfit } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '@/lib/image-url';
import { useCurrentUser } from '@/lib/session';
import { outfitItems } from '../outfit-read';
import { MannequinStack } from './mannequin-stack';
import classes from './outfit-picture.module.css';

/**
 * An outfit's picture with its fallback chain: the cover the server drew (the mannequin's full
 * height, shown whole); when there is none yet
 * or it fails to load, the mannequin with the items' pictures layered over it (and when the
 * mannequin fails too, the items' pictures alone). The owner's own pieces are drawn with them.
 */
export function OutfitPicture({
  outfit,
  className,
  loading = 'lazy',
}: {
  outfit: Pick<
    Outfit,
    'name' | 'image_url' | 'top' | 'bottom' | 'footwear' | 'accessory' | 'fragrance'
  > &
    Partial<Pick<Outfit, 'owner_id' | 'own_pieces'>>;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const { t } = useTranslation();
  const cover = resolveImageUrl(outfit.image_url);
  const [broken, setBroken] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const alt = t('outfits.card.coverAlt', { name: outfit.name });
  // Own pieces are drawn for their owner alone (the server refuses anyone else).
  const user = useCurrentUser();
  const pieces = user !== null && user.id === outfit.owner_id ? outfit.own_pieces : undefined;

  const stack = (
    <MannequinStack items={outfitItems(outfit)} pieces={pieces} alt={alt} className={className} />
  );
  if (!cover || broken === cover) return stack;
  const picture = (
    <img
      src={cover}
      alt={alt}
      loading={loading}
      decoding="async"
      className={className}
      style={{ objectFit: 'contain', width: '100%', height: '100%', display: 'block' }}
      onLoad={() => setLoaded(cover)}
      onError={() => setBroken(cover)}
    />
  );
  // An outfit's own page (the eager picture): until its cover has arrived — just saved, the cover
  // may still be on its way — the mannequin drawing of the same pieces stands in for it; the
  // builder drew it a moment ago, so the browser has it. The lists wait for their covers alone.
  if (loading === 'lazy') return picture;
  return (
    <div className={classes.stand}>
      {loaded !== cover && (
        <div className={classes.standIn} aria-hidden data-testid="cover-stand-in">
          {stack}
        </div>
      )}
      {picture}
    </div>
  );
}

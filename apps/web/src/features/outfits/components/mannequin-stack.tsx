import type { Category } from '@shop/contract';
import { MANNEQUIN_IMAGES } from '@shop/contract';
import { useState } from 'react';
import { resolveImageUrl } from '@/lib/image-url';
import classes from './mannequin-stack.module.css';

/** At most this many pictures of one category are stacked over its body part. */
const LAYERS_PER_SLOT = 2;

export interface MannequinLayer {
  id: number;
  category: Category;
  image_url: string | null;
}

/**
 * The mannequin with the items' pictures layered over it, stacked in order: each category over its
 * body part (tops on the torso, bottoms on the legs, footwear at the feet, accessories by the
 * hand, fragrances beside), a second item of a category slightly offset. The mannequin is
 * /maneken.jpg, then /maneken.png when that fails to load; when both fail only the pictures show.
 */
export function MannequinStack({
  items,
  alt,
  className,
}: {
  items: readonly MannequinLayer[];
  alt: string;
  className?: string;
}) {
  const [failedBases, setFailedBases] = useState(0);
  const base = MANNEQUIN_IMAGES[failedBases];
  const perSlot = new Map<Category, number>();
  const layers = items.flatMap((item) => {
    const src = resolveImageUrl(item.image_url);
    const place = perSlot.get(item.category) ?? 0;
    perSlot.set(item.category, place + 1);
    if (!src || place >= LAYERS_PER_SLOT) return [];
    return [{ ...item, src, place }];
  });

  return (
    <div
      className={`${classes.stage} ${classes.backdrop} ${className ?? ''}`}
      role="img"
      aria-label={alt}
    >
      <div className={classes.figure}>
        {base && (
          <img
            key={base}
            src={base}
            alt=""
            className={classes.mannequin}
            onError={() => setFailedBases((n) => n + 1)}
            draggable={false}
          />
        )}
        {layers.map((layer) => (
          <img
            key={`${layer.category}-${layer.id}`}
            src={layer.src}
            alt=""
            loading="lazy"
            decoding="async"
            className={`${classes.layer} ${classes[layer.category]}`}
            style={
              layer.place > 0
                ? { transform: `translate(${layer.place * 9}%, ${layer.place * 4}%)` }
                : undefined
            }
            data-layer={layer.category}
          />
        ))}
      </div>
    </div>
  );
}

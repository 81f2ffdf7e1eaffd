import type { Category } from '@shop/contract';
import { MANNEQUIN_IMAGES } from '@shop/contract';
import { useMemo, useState } from 'react';
import { usePreviewSrc } from '../hooks/use-preview-src';
import classes from './mannequin-stack.module.css';

const NO_PIECES: readonly { id: number; image_url: string | null }[] = [];

export interface MannequinLayer {
  id: number;
  category: Category;
  image_url: string | null;
}

/**
 * The items on the mannequin, drawn by the server with the code that draws outfit covers
 * (GET /api/outfits/preview), so what a shopper composes is what the saved outfit shows. The
 * bare mannequin (/maneken.jpg, then /maneken.png) stands under it while a drawing loads; the
 * last drawing stays until the next one has arrived, so flicking through the carousels never
 * flashes an empty figure. The shopper's own pieces (`pieces`) are drawn with them.
 */
export function MannequinStack({
  items,
  pieces = NO_PIECES,
  alt,
  className,
}: {
  items: readonly MannequinLayer[];
  pieces?: readonly { id: number; image_url: string | null }[];
  alt: string;
  className?: string;
}) {
  const [failedBases, setFailedBases] = useState(0);
  const [shown, setShown] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const base = MANNEQUIN_IMAGES[failedBases];
  const ids = useMemo(() => items.filter((item) => item.image_url).map((item) => item.id), [items]);
  const pieceIds = useMemo(
    () => pieces.filter((piece) => piece.image_url).map((piece) => piece.id),
    [pieces],
  );
  const preview = usePreviewSrc(ids, pieceIds);
  const drawings = [shown, preview].filter(
    (src, i, all): src is string => !!src && src !== failed && all.indexOf(src) === i,
  );

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
        {preview &&
          drawings.map((src) => (
            <img
              key={src}
              src={src}
              alt=""
              decoding="async"
              className={classes.mannequin}
              style={src === shown ? undefined : { opacity: 0 }}
              onLoad={() => setShown(src)}
              onError={() => setFailed(src)}
              draggable={false}
              data-preview={src === preview ? 'current' : 'previous'}
            />
          ))}
      </div>
    </div>
  );
}

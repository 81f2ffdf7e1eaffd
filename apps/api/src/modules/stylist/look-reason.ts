import type { LookReason } from '@shop/contract';
import { colourStory } from './colour-harmony';
import type { Piece } from './look-rules';

/**
 * Why a look's pieces go together: its colours first (the story of its pieces' main colours),
 * else what holds it together otherwise — public outfits that wear these pieces together, or
 * one style. The web words it in the shopper's language.
 */
export function reasonOf(pieces: readonly Piece[]): LookReason {
  const colors = pieces.flatMap((p) => (p.color ? [p.color] : []));
  const story = colourStory(colors);
  switch (story.kind) {
    case 'one':
      return colors.length > 1 ? { kind: 'one_colour' } : otherReason(pieces);
    case 'neutrals':
      return { kind: 'neutrals', colors: story.colors };
    case 'accent':
      return { kind: 'accent', color: story.accent, loud: story.loud };
    case 'analogous':
    case 'complementary':
      return { kind: story.kind, colors: story.pair };
    case 'mixed':
      return otherReason(pieces);
  }
}

function otherReason(pieces: readonly Piece[]): LookReason {
  if (pieces.some((p) => p.together > 0)) return { kind: 'worn_together' };
  const styles = new Set(pieces.flatMap((p) => (p.style ? [p.style] : [])));
  if (styles.size === 1) return { kind: 'one_style', style: [...styles][0]! };
  return { kind: 'matched' };
}

import type { ColorName } from '@shop/contract';
import { colourStory } from './colour-harmony';
import type { Piece } from './look-rules';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const pair = (a: ColorName, b: ColorName) => `${capital(a)} и ${b}`;

/**
 * The one line a look says why in: its colours first (the story of its pieces' main colours),
 * else what holds it together otherwise — public outfits that wear these pieces together, or
 * one style.
 */
export function reasonOf(pieces: readonly Piece[]): string {
  const colors = pieces.flatMap((p) => (p.color ? [p.color] : []));
  const story = colourStory(colors);
  switch (story.kind) {
    case 'one':
      return colors.length > 1 ? 'Всё в одной гамме' : otherReason(pieces);
    case 'neutrals':
      return story.colors.length === 2
        ? `${pair(story.colors[0]!, story.colors[1]!)}: спокойное сочетание`
        : 'Спокойные базовые цвета: всё сочетается со всем';
    case 'accent':
      return story.loud
        ? `Один яркий акцент: ${story.accent} на спокойной базе`
        : `Мягкий акцент: ${story.accent} на спокойной базе`;
    case 'analogous':
      return `${pair(...story.pair)}: соседние оттенки, мягкий переход`;
    case 'complementary':
      return `${pair(...story.pair)}: контрастная пара`;
    case 'mixed':
      return otherReason(pieces);
  }
}

function otherReason(pieces: readonly Piece[]): string {
  if (pieces.some((p) => p.together > 0)) return 'Эти вещи часто носят вместе в образах магазина';
  const styles = new Set(pieces.flatMap((p) => (p.style ? [p.style] : [])));
  if (styles.size === 1) return `Всё в одном стиле: ${[...styles][0]!.toLowerCase()}`;
  return 'Цвета, стиль и сезон подобраны друг к другу';
}

import { describe, expect, it } from 'vitest';
import {
  colourPairScore,
  colourStory,
  hueDistance,
  paletteColor,
  relationOf,
  toneOf,
} from './colour-harmony';

describe('the shop palette in a look', () => {
  it('reads stored names whatever their case and ё', () => {
    expect(paletteColor('Черный')).toBe('чёрный');
    expect(paletteColor('тёмно-синий')).toBe('тёмно-синий');
    expect(paletteColor('мультиколор')).toBeNull();
    expect(paletteColor(null)).toBeNull();
  });

  it('knows neutrals, soft colours and loud ones', () => {
    expect(
      ['чёрный', 'белый', 'серый', 'бежевый', 'тёмно-синий'].map((c) => toneOf(c as never)),
    ).toEqual(['neutral', 'neutral', 'neutral', 'neutral', 'neutral']);
    expect(toneOf('пудровый')).toBe('soft');
    expect(toneOf('красный')).toBe('loud');
  });

  it('relates hues: neighbours, opposites and clashes', () => {
    expect(relationOf('бежевый', 'красный')).toBe('neutral');
    expect(relationOf('красный', 'бордовый')).toBe('analogous');
    expect(hueDistance('оранжевый', 'голубой')).toBeGreaterThan(150);
    expect(relationOf('оранжевый', 'голубой')).toBe('complementary');
    expect(relationOf('жёлтый', 'розовый')).toBe('clash');
  });

  it('scores two loud colours lowest: one accent per look', () => {
    expect(colourPairScore('красный', 'зелёный')).toBe(-4);
    expect(colourPairScore('красный', 'красный')).toBeGreaterThan(0);
    expect(colourPairScore('бежевый', 'тёмно-синий')).toBeGreaterThan(0);
    expect(colourPairScore(null, 'красный')).toBe(0);
  });

  it('tells a look’s colour story', () => {
    expect(colourStory(['бежевый', 'тёмно-синий', 'бежевый'])).toEqual({
      kind: 'neutrals',
      colors: ['бежевый', 'тёмно-синий'],
    });
    expect(colourStory(['чёрный', 'красный', 'белый'])).toEqual({
      kind: 'accent',
      accent: 'красный',
      base: ['чёрный', 'белый'],
      loud: true,
    });
    expect(colourStory(['чёрный', 'бордовый'])).toMatchObject({ kind: 'accent', loud: false });
    expect(colourStory(['серый', 'серый'])).toEqual({ kind: 'one', color: 'серый' });
    expect(colourStory(['красный', 'бордовый']).kind).toBe('analogous');
    expect(colourStory(['красный', 'зелёный', 'жёлтый']).kind).toBe('mixed');
  });
});

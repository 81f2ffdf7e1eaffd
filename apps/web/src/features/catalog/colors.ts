/**
 * Swatches for the colour names the catalogue uses (Russian, lower case). Unknown names get no
 * swatch; the name is always shown next to it.
 */
const SWATCHES: Record<string, string> = {
  чёрный: '#1f1f1f',
  черный: '#1f1f1f',
  белый: '#ffffff',
  молочный: '#f6efe2',
  серый: '#9a9a9a',
  графитовый: '#4a4d52',
  бежевый: '#d9c3a5',
  песочный: '#d8b98c',
  коричневый: '#7b5135',
  синий: '#2852a8',
  'тёмно-синий': '#1c2b4d',
  голубой: '#8cc2ec',
  красный: '#c8302c',
  бордовый: '#7a2030',
  зелёный: '#3b7d4a',
  оливковый: '#737a3c',
  хаки: '#8a8458',
  розовый: '#eea2b8',
  пудровый: '#e8c4c0',
  жёлтый: '#f1cf3b',
  оранжевый: '#ee8433',
  фиолетовый: '#6d3f9c',
  лавандовый: '#b9a7da',
  золотистый: 'linear-gradient(135deg, #f3dc8a, #c89b34)',
  прозрачный: 'repeating-conic-gradient(#e5e5e5 0 25%, #ffffff 0 50%) 50% / 8px 8px',
};

export function colorSwatch(name: string): string | undefined {
  return SWATCHES[name.trim().toLocaleLowerCase('ru-RU')];
}

const LETTER_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Sizes in a shopper's order: letters XS…XXL, then numbers ascending, then anything else. */
export function compareSizes(a: string, b: string): number {
  const rank = (value: string): [number, number, string] => {
    const letter = LETTER_ORDER.indexOf(value.toUpperCase());
    if (letter >= 0) return [0, letter, value];
    const number = Number.parseFloat(value.replace(',', '.'));
    if (Number.isFinite(number)) return [1, number, value];
    return [2, 0, value];
  };
  const [ga, na, sa] = rank(a);
  const [gb, nb, sb] = rank(b);
  return ga - gb || na - nb || sa.localeCompare(sb, 'ru');
}

/** The store's colour names (as shown to shoppers) and the colour each stands for. */
export const COLOR_PALETTE = {
  чёрный: '#232326',
  белый: '#f7f6f2',
  молочный: '#efe6d4',
  серый: '#8d8f93',
  графитовый: '#4a4d52',
  бежевый: '#d8c3a5',
  песочный: '#c9ad82',
  коричневый: '#6e4a32',
  синий: '#24417a',
  'тёмно-синий': '#1c2640',
  голубой: '#8fb6d9',
  красный: '#b8262d',
  бордовый: '#6d1f2b',
  зелёный: '#2f6b45',
  оливковый: '#6b6b3a',
  хаки: '#7d7651',
  розовый: '#e8a5b5',
  пудровый: '#e6c4bf',
  жёлтый: '#e8c33f',
  оранжевый: '#df7a2e',
  фиолетовый: '#6c4a8c',
  лавандовый: '#b7a6d6',
  золотистый: '#d4a94f',
  прозрачный: '#e8eef0',
} as const;

export type ColorName = keyof typeof COLOR_PALETTE;
export const COLOR_NAMES = Object.keys(COLOR_PALETTE) as ColorName[];

/** Hex for a colour name (case- and ё-insensitive); unknown names fall back to a neutral grey. */
export function colorHex(name: string): string {
  const wanted = normaliseColorName(name);
  for (const [key, hex] of Object.entries(COLOR_PALETTE)) {
    if (normaliseColorName(key) === wanted) return hex;
  }
  if (/^#[0-9a-f]{6}$/i.test(name.trim())) return name.trim().toLowerCase();
  return '#9a9a9a';
}

export function normaliseColorName(name: string): string {
  return name.trim().toLowerCase().replaceAll('ё', 'е');
}

import { describe, expect, it } from 'vitest';
import { buildLooks } from './look-builder';
import { reasonOf } from './look-reason';
import { shareSeason, type Piece } from './look-rules';

let next = 1;
/** A catalogue piece with plain defaults: a unisex casual piece of 20 000 ₸. */
function piece(over: Partial<Piece> & Pick<Piece, 'slot'>): Piece {
  const id = next++;
  return {
    key: `catalog:${id}`,
    source: 'catalog',
    id,
    itemId: id,
    kind: null,
    color: 'чёрный',
    seasons: [],
    style: 'Повседневный',
    price: 20_000,
    gender: 'unisex',
    together: 0,
    sizeFit: 0,
    ...over,
  };
}
const owned = (over: Partial<Piece> & Pick<Piece, 'slot'>): Piece => {
  const p = piece(over);
  return { ...p, source: 'wardrobe', key: `wardrobe:${p.id}`, itemId: null, gender: null };
};

const kinds = (pieces: Piece[]) => pieces.map((p) => p.kind);

describe('buildLooks', () => {
  const coat = piece({ slot: 'top', kind: 'coat', color: 'бежевый', price: 90_000 });
  const pool = [
    piece({ slot: 'top', kind: 'sweater', color: 'тёмно-синий' }),
    piece({ slot: 'top', kind: 'tshirt', color: 'белый' }),
    piece({ slot: 'top', kind: 'shirt', color: 'белый' }),
    piece({ slot: 'top', kind: 'blouse', color: 'серый' }),
    piece({ slot: 'bottom', kind: 'jeans', color: 'синий' }),
    piece({ slot: 'bottom', kind: 'trousers', color: 'чёрный' }),
    piece({ slot: 'bottom', kind: 'skirt', color: 'бежевый' }),
    piece({ slot: 'bottom', kind: 'shorts', color: 'бежевый' }),
    piece({ slot: 'footwear', kind: 'sandals', color: 'бежевый', together: 3 }),
    piece({ slot: 'footwear', kind: 'boots', color: 'чёрный' }),
    piece({ slot: 'footwear', kind: 'shoes', color: 'коричневый' }),
    piece({ slot: 'footwear', kind: 'sneakers', color: 'белый' }),
    piece({ slot: 'accessory', kind: 'scarf', color: 'серый' }),
    piece({ slot: 'accessory', kind: 'bag', color: 'чёрный' }),
    piece({ slot: 'accessory', kind: 'glasses', color: 'чёрный' }),
    piece({ slot: 'accessory', kind: 'belt', color: 'коричневый' }),
  ];

  it('puts a coat over a top and completes the look, with no summer piece beside it', () => {
    const looks = buildLooks({ asked: [coat], pool });
    expect(looks).toHaveLength(3);
    for (const look of looks) {
      expect(look.pieces[0]).toBe(coat);
      const slots = look.pieces.map((p) => p.slot);
      expect(slots.filter((s) => s === 'top')).toHaveLength(2);
      expect(slots).toEqual(expect.arrayContaining(['bottom', 'footwear', 'accessory']));
      expect(kinds(look.pieces)).not.toContain('sandals');
      expect(kinds(look.pieces)).not.toContain('shorts');
      expect(kinds(look.pieces)).not.toContain('tshirt');
      expect(shareSeason(look.pieces)).toBe(true);
    }
  });

  it('never repeats a catalogue piece across the three looks', () => {
    const looks = buildLooks({ asked: [coat], pool });
    const added = looks.flatMap((l) => l.added.map((p) => p.key));
    expect(new Set(added).size).toBe(added.length);
  });

  it('needs no bottom under a dress', () => {
    const dress = piece({ slot: 'top', kind: 'dress', color: 'красный', gender: 'women' });
    const [look] = buildLooks({ asked: [dress], pool });
    expect(look!.pieces.map((p) => p.slot)).toEqual(['top', 'footwear', 'accessory']);
    expect(reasonOf(look!.pieces)).toEqual({ kind: 'accent', color: 'красный', loud: true });
  });

  it('keeps women’s and men’s pieces apart', () => {
    const jeans = piece({ slot: 'bottom', kind: 'jeans', gender: 'men', color: 'синий' });
    const mixed = [
      piece({ slot: 'top', kind: 'blouse', gender: 'women', color: 'белый', together: 5 }),
      piece({ slot: 'top', kind: 'shirt', gender: 'men', color: 'голубой' }),
      ...pool.filter((p) => p.slot !== 'top'),
    ];
    const looks = buildLooks({ asked: [jeans], pool: mixed });
    expect(looks[0]!.pieces.find((p) => p.slot === 'top')!.gender).toBe('men');
    expect(looks.every((l) => l.pieces.every((p) => p.gender !== 'women'))).toBe(true);
  });

  it('takes what the shopper owns first, and fills the gaps from the catalogue', () => {
    const jeans = owned({ slot: 'bottom', kind: 'jeans', color: 'синий' });
    const tee = piece({ slot: 'top', kind: 'tshirt', color: 'белый', price: 9_000 });
    const [look] = buildLooks({ asked: [tee], pool: [jeans, ...pool] });
    expect(look!.pieces.find((p) => p.slot === 'bottom')).toBe(jeans);
    expect(look!.added.filter((p) => p.source === 'catalog').length).toBe(2);
  });

  it('keeps the price balanced where it can', () => {
    const cheapCap = piece({ slot: 'accessory', kind: 'hat', price: 300, together: 1 });
    const bag = piece({ slot: 'accessory', kind: 'bag', price: 60_000, color: 'бежевый' });
    const [look] = buildLooks({
      asked: [coat],
      pool: [...pool.filter((p) => p.slot !== 'accessory'), cheapCap, bag],
      count: 1,
    });
    expect(look!.pieces.find((p) => p.slot === 'accessory')).toBe(bag);
  });

  it('says why: the colours first, else what else holds the look together', () => {
    const beige = piece({ slot: 'top', color: 'бежевый' });
    const navy = piece({ slot: 'bottom', color: 'тёмно-синий' });
    expect(reasonOf([beige, navy, { ...navy, key: 'x' }])).toEqual({
      kind: 'neutrals',
      colors: ['бежевый', 'тёмно-синий'],
    });
    expect(reasonOf([beige, { ...beige, key: 'y' }])).toEqual({ kind: 'one_colour' });
    const uncoloured = (style: string, together = 0) =>
      piece({ slot: 'top', color: null, style, together });
    expect(reasonOf([uncoloured('Спортивный'), uncoloured('Спортивный')])).toEqual({
      kind: 'one_style',
      style: 'Спортивный',
    });
    expect(reasonOf([uncoloured('Спортивный', 2), uncoloured('Деловой')])).toEqual({
      kind: 'worn_together',
    });
    expect(reasonOf([uncoloured('Спортивный'), uncoloured('Деловой')])).toEqual({
      kind: 'matched',
    });
  });
});

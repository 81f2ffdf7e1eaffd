import { describe, expect, it } from 'vitest';
import { garmentForm, HEM_POSITIONS, wornTogether } from './garment-form';

describe('what a garment is, from its name', () => {
  it('reads the kind from the words of the name, not from inside them', () => {
    expect(garmentForm('accessory', 'Вечерний клатч на цепочке').cut).toBe('bag');
    expect(garmentForm('accessory', 'Солнцезащитные очки в пластиковой оправе').cut).toBe(
      'glasses',
    );
    expect(garmentForm('accessory', 'Вельветовая кепка').cut).toBe('cap');
    expect(garmentForm('accessory', 'Кожаный ремень').cut).toBe('belt');
    expect(garmentForm('accessory', 'Пояс из экокожи').cut).toBe('belt');
    // A belt bag is a bag, carried across the chest.
    for (const name of ['Поясная сумка', 'Сумка на пояс', 'Сумка-бананка'])
      expect(garmentForm('accessory', name), name).toMatchObject({
        cut: 'bag',
        carry: 'crossbody',
      });
    expect(garmentForm('top', 'Платье миди с расклешённой юбкой')).toEqual({
      cut: 'dress',
      hem: HEM_POSITIONS.midi,
      layer: 0,
    });
    expect(garmentForm('accessory', 'Широкополая шляпа').cut).toBe('cap');
  });

  it('knows the length a name states', () => {
    expect(garmentForm('bottom', 'Джинсовая юбка мини')).toEqual({
      cut: 'skirt',
      hem: HEM_POSITIONS.mini,
    });
    expect(garmentForm('bottom', 'Шорты-бермуды')).toEqual({
      cut: 'trousers',
      hem: HEM_POSITIONS.bermuda,
    });
    expect(garmentForm('bottom', 'Льняные шорты')).toEqual({
      cut: 'trousers',
      hem: HEM_POSITIONS.shorts,
    });
    expect(garmentForm('bottom', 'Джинсы прямого кроя')).toEqual({
      cut: 'trousers',
      hem: HEM_POSITIONS.full,
    });
    expect(garmentForm('top', 'Шерстяное пальто')).toEqual({
      cut: 'top',
      hem: HEM_POSITIONS.coat,
      layer: 3,
    });
    expect(garmentForm('bottom', 'Что-то новое')).toEqual({ cut: 'trousers', hem: null });
  });

  it('dresses two tops, inner and outer, and one accessory of each kind', () => {
    const g = (slot: 'top' | 'bottom' | 'accessory' | 'footwear', name: string) => ({ slot, name });
    const chosen = [
      g('top', 'Однобортный пиджак'),
      g('top', 'Рубашка оксфорд'),
      g('top', 'Базовая футболка'),
      g('bottom', 'Джинсы'),
      g('bottom', 'Юбка миди'),
      g('accessory', 'Кожаный ремень'),
      g('accessory', 'Сумка-тоут'),
      g('accessory', 'Вечерний клатч'),
      g('accessory', 'Кепка'),
      g('accessory', 'Солнцезащитные очки'),
      g('footwear', 'Кеды'),
      g('footwear', 'Лоферы'),
    ];
    expect(wornTogether(chosen).map((x) => x.name)).toEqual([
      'Однобортный пиджак',
      'Рубашка оксфорд',
      'Джинсы',
      'Кожаный ремень',
      'Сумка-тоут',
      'Кепка',
      'Солнцезащитные очки',
      'Кеды',
    ]);
    // A coat over a sweater over a T-shirt: the coat and the one right under it.
    const winter = [g('top', 'Футболка'), g('top', 'Свитер с косами'), g('top', 'Пальто')];
    expect(wornTogether(winter).map((x) => x.name)).toEqual(['Свитер с косами', 'Пальто']);
    // Two shirts are not worn one over the other: the first chosen.
    expect(wornTogether([g('top', 'Рубашка'), g('top', 'Футболка')])).toHaveLength(1);
  });
});

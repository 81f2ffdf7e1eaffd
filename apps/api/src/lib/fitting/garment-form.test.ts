import { describe, expect, it } from 'vitest';
import { garmentForm, HEM_POSITIONS } from './garment-form';

describe('what a garment is, from its name', () => {
  it('reads the kind from the words of the name, not from inside them', () => {
    expect(garmentForm('accessory', 'Вечерний клатч на цепочке').cut).toBe('bag');
    expect(garmentForm('accessory', 'Солнцезащитные очки в пластиковой оправе').cut).toBe(
      'glasses',
    );
    expect(garmentForm('accessory', 'Вельветовая кепка').cut).toBe('cap');
    expect(garmentForm('accessory', 'Кожаный ремень').cut).toBe('belt');
    expect(garmentForm('top', 'Платье миди с расклешённой юбкой')).toEqual({
      cut: 'dress',
      hem: HEM_POSITIONS.midi,
    });
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
    expect(garmentForm('top', 'Шерстяное пальто')).toEqual({ cut: 'top', hem: HEM_POSITIONS.coat });
    expect(garmentForm('bottom', 'Что-то новое')).toEqual({ cut: 'trousers', hem: null });
  });
});

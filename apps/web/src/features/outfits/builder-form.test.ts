import { CATEGORIES, CATEGORY_LABELS_RU } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';
import { buildItem, buildOutfit, buildOutfitItem } from '@/testing/factories';
import {
  addPick,
  approximateTotal,
  builderRules,
  emptyBuilderValues,
  emptySelection,
  hasSeveralInOneCategory,
  missingRequired,
  removePick,
  styleOptions,
  togglePick,
  toPick,
  toTryOnRequest,
  toWritePayload,
  valuesFromOutfit,
  wrapIndex,
} from './builder-form';
import { outfitReadSchema } from './outfit-read';

describe('wrapIndex (carousels wrap around both ways)', () => {
  it('goes from the first to the last and from the last to the first', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-11, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('the chosen items', () => {
  const shirt = toPick(buildItem({ id: 1, category: 'top', price: 5000, min_price: 4000 }));
  const jeans = toPick(buildItem({ id: 2, category: 'bottom', price: 8000, min_price: 8000 }));

  it('toggles the current candidate in and out of its own category', () => {
    let selection = togglePick(emptySelection(), shirt);
    expect(selection.top.map((p) => p.id)).toEqual([1]);
    expect(selection.bottom).toEqual([]);
    selection = togglePick(selection, shirt);
    expect(selection.top).toEqual([]);
  });

  it('adds a search result once, to its category; removes by chip', () => {
    let selection = addPick(emptySelection(), jeans);
    const again = addPick(selection, jeans);
    expect(again).toBe(selection);
    selection = addPick(selection, shirt);
    expect(selection.bottom.map((p) => p.id)).toEqual([2]);
    expect(selection.top.map((p) => p.id)).toEqual([1]);
    expect(removePick(selection, shirt).top).toEqual([]);
  });

  it('sums the approximate total from the lowest prices and tells when a category has several', () => {
    const selection = addPick(addPick(emptySelection(), shirt), jeans);
    expect(approximateTotal(selection)).toBe(12000);
    expect(hasSeveralInOneCategory(selection)).toBe(false);
    const twoTops = addPick(selection, toPick(buildItem({ id: 3, category: 'top' })));
    expect(hasSeveralInOneCategory(twoTops)).toBe(true);
  });

  it('keeps an older outfit’s style among the options', () => {
    expect(styleOptions('')).toContain('Деловой');
    expect(styleOptions('Бохо')[0]).toBe('Бохо');
    expect(styleOptions('Деловой').filter((s) => s === 'Деловой')).toHaveLength(1);
  });
});

describe('the payloads', () => {
  it('writes trimmed fields, omits a blank description and sends every slot under its write key', () => {
    const values = emptyBuilderValues();
    values.name = '  Офис  ';
    values.style = 'Деловой';
    values.description = '   ';
    values.items.top = [toPick(buildItem({ id: 11, category: 'top' }))];
    values.items.accessory = [toPick(buildItem({ id: 12, category: 'accessory' }))];
    expect(toWritePayload(values)).toEqual({
      name: 'Офис',
      style: 'Деловой',
      is_public: true,
      top_ids: [11],
      bottom_ids: [],
      footwear_ids: [],
      accessories_ids: [12],
      fragrances_ids: [],
      wardrobe_ids: [],
    });
    values.description = ' На каждый день ';
    expect(toWritePayload(values, '/media/private/tryon/x.webp')).toMatchObject({
      description: 'На каждый день',
      tryon_image_url: '/media/private/tryon/x.webp',
    });
  });

  it('asks for the name and the style', () => {
    expect(missingRequired({ ...emptyBuilderValues(), name: ' ' })).toEqual(['name', 'style']);
    expect(missingRequired({ ...emptyBuilderValues(), name: 'A', style: 'Деловой' })).toEqual([]);
  });

  it('saves by the contract’s schema, asking for a blank name or style first and alone', () => {
    const check = schemaResolver(builderRules);
    const named = { ...emptyBuilderValues(), name: 'Пятница', style: 'Деловой' };
    expect(check(named)).toEqual({});
    expect(check({ ...named, name: ' ', style: '' })).toEqual({
      name: 'Обязательное поле',
      style: 'Обязательное поле',
    });
    // A name too long is said once the style is there, not beside the blank style.
    const long = 'Прогулка '.repeat(20);
    expect(check({ ...named, name: long, style: '' })).toEqual({ style: 'Обязательное поле' });
    expect(check({ ...named, name: long })).toEqual({
      name: 'Не больше 120 символов: сократите название',
    });
    // What the server would refuse is said in the words of its refusal.
    expect(check({ ...named, style: 'Ретро' })).toEqual({ style: 'Некорректное значение' });
  });

  it('sends the photo and every chosen item to the try-on', () => {
    const selection = addPick(emptySelection(), toPick(buildItem({ id: 7, category: 'footwear' })));
    const request = toTryOnRequest('/media/private/photos/me.webp', selection);
    expect(request.human_image_url).toBe('/media/private/photos/me.webp');
    expect(request.outfit_items).toEqual([
      expect.objectContaining({ id: 7, category: 'footwear' }),
    ]);
  });
});

describe('reading outfits', () => {
  it('accepts the plural slot keys accessories and fragrances', () => {
    const { accessory, fragrance, ...rest } = buildOutfit({
      accessory: [buildOutfitItem({ id: 31, category: 'accessory' })],
    });
    const outfit = outfitReadSchema.parse({
      ...rest,
      accessories: accessory,
      fragrances: fragrance,
    });
    expect(outfit.accessory.map((item) => item.id)).toEqual([31]);
    expect(outfit.fragrance).toEqual([]);
    const values = valuesFromOutfit(outfit);
    expect(values.items.accessory.map((pick) => pick.id)).toEqual([31]);
    expect(values.items.top).toHaveLength(1);
  });
});

describe('category labels', () => {
  it('are the contract’s Russian labels (Верх, Низ, Обувь, Аксессуары, Ароматы)', () => {
    for (const category of CATEGORIES) {
      expect(i18n.t(`outfits.slots.${category}`)).toBe(CATEGORY_LABELS_RU[category]);
    }
  });
});

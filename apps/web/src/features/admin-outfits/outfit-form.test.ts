import { describe, expect, it } from 'vitest';
import { NEW_OUTFIT_VALUES, validateOutfitForm } from './outfit-form';

describe('the admin outfit form’s rules (the contract’s schema)', () => {
  it('requires the name and the style', () => {
    expect(validateOutfitForm({ ...NEW_OUTFIT_VALUES, name: '  ' })).toEqual({
      name: 'Название и стиль обязательны',
      style: 'Название и стиль обязательны',
    });
  });

  it('takes ids typed with commas and refuses anything else, or more than 10 in a slot', () => {
    const values = { ...NEW_OUTFIT_VALUES, name: 'Вечер', style: 'Вечерний' };
    expect(validateOutfitForm({ ...values, top_ids: '12, 14,' })).toEqual({});
    expect(validateOutfitForm({ ...values, top_ids: '12, abc', bottom_ids: '0' })).toEqual({
      top_ids: 'Только номера через запятую, например 12, 40',
      bottom_ids: 'Только номера через запятую, например 12, 40',
    });
    expect(
      validateOutfitForm({
        ...values,
        footwear_ids: Array.from({ length: 11 }, (_, i) => i + 1).join(','),
      }),
    ).toEqual({ footwear_ids: expect.stringMatching(/10/) });
  });
});

import { describe, expect, it } from 'vitest';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import {
  checkoutDraft,
  checkoutRules,
  forgetCheckoutDrafts,
  initialCheckoutValues,
  rememberCheckoutDraft,
  type CheckoutFormValues,
} from './checkout-form';

const validate = schemaResolver(checkoutRules);
const filled: CheckoutFormValues = {
  ...initialCheckoutValues(null),
  name: 'Анна Иванова',
  phone: '+7 (701) 123-45-67',
  city: 'Алматы',
  street: 'Абая',
  house: '10',
};

describe('the checkout form’s rules (the contract’s order schema)', () => {
  it('accepts a filled courier order, a phone with spaces and brackets, no flat', () => {
    expect(validate(filled)).toEqual({});
  });

  it('names every empty field of a courier order in the form’s words', () => {
    expect(validate(initialCheckoutValues(null))).toEqual({
      name: 'Укажите имя получателя',
      phone: 'Укажите телефон',
      city: 'Укажите город',
      street: 'Укажите улицу',
      house: 'Укажите дом',
    });
  });

  it('says how long a text may be, and refuses a phone that is not one', () => {
    expect(
      validate({ ...filled, name: 'я'.repeat(101), flat: '1'.repeat(21), phone: '12-34' }),
    ).toEqual({
      name: 'Не больше 100 символов',
      flat: 'Не больше 20 символов',
      phone: 'Некорректный телефонный номер',
    });
    expect(validate({ ...filled, phone: '+7 701 123 45 67 00 00 0' })).toEqual({
      phone: 'Некорректный телефонный номер',
    });
    expect(validate({ ...filled, comment: 'я'.repeat(501) })).toEqual({
      comment: 'Не больше 500 символов',
    });
  });

  it('asks for a pickup point instead of an address for pickup', () => {
    const pickup = { ...initialCheckoutValues(null), name: 'Анна', phone: '87011234567' };
    expect(validate({ ...pickup, delivery_method: 'pickup' })).toEqual({
      pickup_point_id: 'Выберите пункт самовывоза',
    });
    expect(validate({ ...pickup, delivery_method: 'pickup', pickup_point_id: '3' })).toEqual({});
  });
});

describe('what the shopper typed at the checkout', () => {
  it('outlives a reload in the tab’s session storage, for its account only, until the order', () => {
    rememberCheckoutDraft(7, { ...filled, delivery_method: 'pickup', pickup_point_id: '3' });
    expect(JSON.parse(sessionStorage.getItem('checkout_draft')!)).toMatchObject({ userId: 7 });
    expect(checkoutDraft(7)).toMatchObject({ name: 'Анна Иванова', pickup_point_id: '3' });
    expect(checkoutDraft(8)).toBeNull();
    expect(checkoutDraft(undefined)).toBeNull();
    forgetCheckoutDrafts();
    expect(checkoutDraft(7)).toBeNull();
  });
});

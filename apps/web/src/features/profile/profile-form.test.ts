import { buildUser } from '@/testing/factories';
import { describe, expect, it } from 'vitest';
import { profileToFormValues, validateProfileForm, type ProfileFormValues } from './profile-form';

const empty: ProfileFormValues = profileToFormValues(
  buildUser({
    first_name: null,
    last_name: null,
    phone_number: null,
    date_of_birth: null,
    height: null,
    weight: null,
    chest: null,
    waist: null,
    hips: null,
    favorite_colors: [],
    favorite_brands: [],
    avatar: null,
  }),
);
const now = new Date('2026-06-15T10:00:00');

describe('the settings form’s rules', () => {
  it('lets every field stay empty, and accepts values the API takes', () => {
    expect(validateProfileForm(empty, now)).toEqual({});
    expect(
      validateProfileForm(
        {
          ...empty,
          first_name: ' Анна ',
          phone_number: '+7 (701) 123-45-67',
          date_of_birth: '1990-02-28',
          height: 170,
          weight: '60,5',
          favorite_colors: ['чёрный', ' синий '],
          avatar: '/uploads/avatars/a.webp',
        },
        now,
      ),
    ).toEqual({});
    expect(validateProfileForm({ ...empty, avatar: 'https://example.com/a.png' }, now)).toEqual({});
  });

  it('says what is wrong with each field in the form’s words', () => {
    expect(
      validateProfileForm(
        {
          ...empty,
          first_name: 'я'.repeat(101),
          last_name: 'я'.repeat(101),
          phone_number: '12-34',
          date_of_birth: '2026-06-16',
          height: 0,
          weight: 501,
          chest: 'abc',
          favorite_colors: Array.from({ length: 31 }, (_, i) => `цвет ${i}`),
          favorite_brands: ['б'.repeat(61)],
          avatar: 'ftp://example.com/a.png',
        },
        now,
      ),
    ).toEqual({
      first_name: 'Не более 100 символов',
      last_name: 'Не более 100 символов',
      phone_number: 'Некорректный телефонный номер',
      date_of_birth: 'Дата рождения не может быть в будущем',
      height: 'Числовые параметры должны быть положительными',
      weight: 'Значение не может быть больше 500',
      chest: 'Числовые параметры должны быть положительными',
      favorite_colors: 'Не более 30 значений',
      favorite_brands: 'Каждое значение — не более 60 символов',
      avatar: 'Ссылка на аватар должна быть абсолютной (http:// или https://) или начинаться с /',
    });
    expect(validateProfileForm({ ...empty, date_of_birth: '2023-02-30' }, now)).toEqual({
      date_of_birth: 'Некорректная дата рождения',
    });
    expect(validateProfileForm({ ...empty, date_of_birth: '1800-01-01' }, now)).toEqual({
      date_of_birth: 'Некорректная дата рождения',
    });
    expect(validateProfileForm({ ...empty, hips: -3 }, now)).toEqual({
      hips: 'Числовые параметры должны быть положительными',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { NEW_USER_VALUES, validateUserForm } from './user-form';

describe('the admin user form’s rules (the contract’s schemas)', () => {
  it('on create: an address and a password of 8 characters', () => {
    expect(
      validateUserForm({ ...NEW_USER_VALUES, email: 'not-an-email', password: 'short' }, 'create'),
    ).toEqual({
      email: 'Некорректный email',
      password: 'Пароль должен содержать минимум 8 символов',
    });
    expect(
      validateUserForm({ ...NEW_USER_VALUES, email: 'a@b.kz', password: '' }, 'create'),
    ).toEqual({
      password: 'Пароль должен содержать минимум 8 символов',
    });
    expect(
      validateUserForm(
        { ...NEW_USER_VALUES, email: ' a@b.kz ', password: 'long enough 1' },
        'create',
      ),
    ).toEqual({});
  });

  it('on edit: an empty password keeps the old one, a new one still needs 8', () => {
    const values = { ...NEW_USER_VALUES, email: 'a@b.kz' };
    expect(validateUserForm(values, 'edit')).toEqual({});
    expect(validateUserForm({ ...values, password: 'short' }, 'edit')).toEqual({
      password: 'Пароль должен содержать минимум 8 символов',
    });
  });
});

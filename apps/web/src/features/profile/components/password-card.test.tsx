import type { PasswordChange, User } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function setup(overrides: Partial<User> = {}) {
  const profile = buildUser(overrides);
  server.use(mockApi.profile(profile));
  // Typing is not what these tests are about: keys go in without a pause between them.
  return {
    ...renderApp({ route: '/settings', user: profile }),
    user: userEvent.setup({ delay: null }),
    profile,
  };
}

async function passwordCard() {
  return within(await screen.findByRole('region', { name: 'Пароль' }));
}

describe('/settings — password', () => {
  it('checks the fields first, then sends the current and the new password', async () => {
    const sent: PasswordChange[] = [];
    server.use(mockApi.changePassword((body) => (sent.push(body), null)));
    const { user } = setup();
    const card = await passwordCard();
    await user.click(card.getByRole('button', { name: 'Сменить пароль' }));
    expect(card.getByText('Введите текущий пароль')).toBeInTheDocument();
    expect(card.getByText('Пароль должен содержать минимум 8 символов')).toBeInTheDocument();

    await user.type(card.getByLabelText('Текущий пароль'), 'old secret');
    await user.type(card.getByLabelText('Новый пароль'), '        ');
    await user.type(card.getByLabelText('Повторите новый пароль'), 'something else');
    await user.click(card.getByRole('button', { name: 'Сменить пароль' }));
    // Eight spaces are no password.
    expect(card.getByText('Пароль должен содержать минимум 8 символов')).toBeInTheDocument();
    expect(card.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(card.getByLabelText('Новый пароль'));
    await user.type(card.getByLabelText('Новый пароль'), 'a new password');
    await user.clear(card.getByLabelText('Повторите новый пароль'));
    await user.type(card.getByLabelText('Повторите новый пароль'), 'a new password');
    await user.click(card.getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument();
    expect(sent).toEqual([{ current_password: 'old secret', new_password: 'a new password' }]);
    expect(card.getByLabelText('Текущий пароль')).toHaveValue('');
    expect(card.getByLabelText('Новый пароль')).toHaveValue('');
  });

  it('refuses the current password as the new one before sending, and shows a common one refused', async () => {
    const sent: PasswordChange[] = [];
    server.use(
      mockApi.changePassword((body) => {
        sent.push(body);
        return {
          code: 'COMMON_PASSWORD',
          message: 'common',
          details: { fields: [{ path: 'new_password', message: 'common' }] },
        };
      }),
    );
    const { user } = setup();
    const card = await passwordCard();
    await user.type(card.getByLabelText('Текущий пароль'), 'old secret');
    await user.type(card.getByLabelText('Новый пароль'), 'old secret');
    await user.type(card.getByLabelText('Повторите новый пароль'), 'old secret');
    await user.click(card.getByRole('button', { name: 'Сменить пароль' }));
    expect(card.getByText('Новый пароль совпадает с текущим')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(card.getByLabelText('Новый пароль'));
    await user.type(card.getByLabelText('Новый пароль'), '12345678');
    await user.clear(card.getByLabelText('Повторите новый пароль'));
    await user.type(card.getByLabelText('Повторите новый пароль'), '12345678');
    await user.click(card.getByRole('button', { name: 'Сменить пароль' }));
    expect(
      await card.findByText('Этот пароль слишком распространён: придумайте другой'),
    ).toBeInTheDocument();
  });

  it('puts «Неверный текущий пароль» under the current password', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mockApi.changePassword(() => ({
        code: 'WRONG_PASSWORD',
        message: 'The current password is wrong',
        details: { fields: [{ path: 'current_password', message: 'wrong' }] },
      })),
    );
    const { user } = setup();
    const card = await passwordCard();
    await user.type(card.getByLabelText('Текущий пароль'), 'not it');
    await user.type(card.getByLabelText('Новый пароль'), 'a new password');
    await user.type(card.getByLabelText('Повторите новый пароль'), 'a new password');
    await user.click(card.getByRole('button', { name: 'Сменить пароль' }));

    await waitFor(() =>
      expect(card.getByLabelText('Текущий пароль')).toHaveAccessibleDescription(
        'Неверный текущий пароль',
      ),
    );
    expect(card.getByLabelText('Новый пароль')).toHaveValue('a new password');
  });

  it('lets an account made with Google set its first password without a current one', async () => {
    const sent: PasswordChange[] = [];
    server.use(mockApi.changePassword((body) => (sent.push(body), null)));
    const { user } = setup({ has_password: false });
    const card = await passwordCard();
    expect(
      card.getByText('Вы входите через Google. Задайте пароль, чтобы входить и по email.'),
    ).toBeInTheDocument();
    expect(card.queryByLabelText('Текущий пароль')).not.toBeInTheDocument();
    await user.type(card.getByLabelText('Новый пароль'), 'first password');
    await user.type(card.getByLabelText('Повторите новый пароль'), 'first password');
    await user.click(card.getByRole('button', { name: 'Задать пароль' }));
    await waitFor(() =>
      expect(sent).toEqual([{ current_password: '', new_password: 'first password' }]),
    );
  });
});

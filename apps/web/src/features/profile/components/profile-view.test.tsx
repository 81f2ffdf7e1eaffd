import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/profile', () => {
  it('shows the profile read-only with units, chips and an edit link', async () => {
    const user = buildUser({
      first_name: 'Айгерим',
      last_name: 'Садыкова',
      email: 'aigerim@example.com',
      phone_number: '+77011234567',
      date_of_birth: '1994-05-17',
      height: 168,
      weight: 55.5,
      chest: 86,
      waist: 64,
      hips: 92,
      favorite_colors: ['бордовый', 'бежевый'],
      favorite_brands: ['Zarina'],
    });
    server.use(mockApi.profile(user));
    renderApp({ route: '/profile', user });

    expect(
      await screen.findByRole('heading', { name: 'Айгерим Садыкова', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('aigerim@example.com')).toBeInTheDocument();
    expect(screen.getByText('+7 701 123-45-67')).toBeInTheDocument();
    expect(screen.getByText('17 мая 1994 г.')).toBeInTheDocument();
    const body = screen.getByRole('region', { name: 'Параметры фигуры' });
    expect(within(body).getByText('168 см')).toBeInTheDocument();
    expect(within(body).getByText('55,5 кг')).toBeInTheDocument();
    expect(within(body).getByText('Бёдра')).toBeInTheDocument();
    expect(screen.getByText('бордовый')).toBeInTheDocument();
    expect(screen.getByText('Zarina')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Редактировать профиль' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/orders');
  });

  it('says «Без имени» without a name and shows the initial instead of an avatar', async () => {
    const user = buildUser({ first_name: null, last_name: null, email: 'zhan@example.com' });
    server.use(mockApi.profile(user));
    renderApp({ route: '/profile', user });
    expect(await screen.findByRole('heading', { name: 'Без имени', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Z').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Не указано').length).toBeGreaterThan(0);
  });

  it('shows «Не удалось загрузить профиль» when the profile cannot be loaded', async () => {
    server.use(mockApi.profileFails());
    renderApp({ route: '/profile', user: buildUser({ first_name: 'Дана' }) });
    // The cached user is still shown.
    expect(await screen.findByRole('heading', { name: 'Дана', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Не удалось загрузить профиль')).toBeInTheDocument(),
    );
  });
});

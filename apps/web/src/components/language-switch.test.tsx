import type { ProfileUpdate } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followAccountLanguage } from '@/api/account-language';
import { formatDate, formatPrice } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('the ru/en switch (decision 030)', () => {
  it('a guest switches in the header menu: texts, prices, dates and plurals follow, the browser remembers', async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Язык: Русский' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(formatPrice(12990, 'KZT')).toBe('₸12,990');
    expect(formatDate('2026-03-08T12:00:00Z')).toBe('8 March 2026');
    expect(i18n.t('catalog.found', { count: 1 })).toBe('1 item found');
    expect(i18n.t('catalog.found', { count: 5 })).toBe('5 items found');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Русский' }));
    expect((await screen.findAllByRole('link', { name: 'Войти' })).length).toBeGreaterThan(0);
    expect(formatPrice(12990, 'KZT').replace(/\s/g, ' ')).toBe('12 990 ₸');
    expect(i18n.t('catalog.found', { count: 5 })).toBe('Найдено 5 товаров');
  });

  it('a guest switches in the footer: the choice is a radio group that follows the language', async () => {
    const { user } = renderApp({ route: '/' });
    const footer = await screen.findByRole('radiogroup', { name: 'Язык интерфейса' });
    expect(within(footer).getByRole('radio', { name: 'Русский' })).toBeChecked();
    await user.click(within(footer).getByText('English'));

    expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('language')).toBe('en');
    const english = screen.getByRole('radiogroup', { name: 'Interface language' });
    expect(within(english).getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('a signed-in shopper switches on /settings and the account keeps the choice', async () => {
    const shopper = buildUser({ id: 7 });
    const sent: ProfileUpdate[] = [];
    server.use(
      mockApi.profile(shopper),
      mockApi.updateProfile((body) => {
        sent.push(body);
        return { ...shopper, ...(body as { language: 'en' }) };
      }),
    );
    const { user } = renderApp({ route: '/settings', user: shopper });
    const card = await screen.findByRole('region', { name: 'Язык интерфейса' });
    await user.click(within(card).getByText('English'));

    await waitFor(() => expect(sent).toEqual([{ language: 'en' }]));
    expect(await screen.findByRole('heading', { name: 'Interface language' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('signing in adopts the language the account chose', async () => {
    followAccountLanguage();
    renderApp({ route: '/home', user: buildUser({ language: 'en' }) });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});

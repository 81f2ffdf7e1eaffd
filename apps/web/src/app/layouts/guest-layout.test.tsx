import { PARTNER_STRIP_LOOP_SECONDS } from '@shop/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOutfits } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('guest layout and landing page', () => {
  it('has the guest header links: the logo home, «Войти» and «Регистрация»', async () => {
    renderApp({ route: '/' });
    const header = (await screen.findAllByRole('banner'))[0]!;
    expect(within(header).getByRole('link', { name: 'VESTA — на главную' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows the landing content and its calls to action', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByText('Новая коллекция уже здесь')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Стиль, который говорит за вас' }),
    ).toBeInTheDocument();
    const start = screen.getAllByRole('link', { name: 'Начать покупки' });
    const signIn = screen.getAllByRole('link', { name: 'Войти в аккаунт' });
    expect(start.length).toBeGreaterThan(0);
    expect(signIn.length).toBeGreaterThan(0);
    for (const link of start) expect(link).toHaveAttribute('href', '/items');
    for (const link of signIn) expect(link).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Уникальные образы' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Качественная одежда' })).toBeInTheDocument();
    for (const category of ['Для женщин', 'Для мужчин', 'Аксессуары']) {
      expect(screen.getByRole('heading', { name: category })).toBeInTheDocument();
    }
  });

  it('shows shoppers’ newest outfits, leading to them, with no hearts a guest cannot use', async () => {
    const outfits = buildOutfits(6);
    server.use(mockApi.outfits(outfits));
    renderApp({ route: '/' });
    const section = await screen.findByRole('region', { name: 'Образы покупателей' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Образ 1',
      'Образ 2',
      'Образ 3',
      'Образ 4',
    ]);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/outfits/${outfits[0]!.id}`,
    );
    expect(within(section).queryByRole('button', { name: /избранное/i })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Все образы' })).toHaveAttribute(
      'href',
      '/outfits',
    );
  });

  it('scrolls five partners on a 20-second loop', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Наши партнёры' })).toBeInTheDocument();
    const strip = screen.getByTestId('partner-strip');
    const visibleList = within(strip).getAllByRole('list')[0]!;
    expect(within(visibleList).getAllByRole('listitem')).toHaveLength(5);
    for (const name of [
      'MEGA Alma-Ata',
      'Esentai Mall',
      'Dostyk Plaza',
      'Forum Almaty',
      'Aport Mall',
    ]) {
      expect(within(visibleList).getByText(name)).toBeInTheDocument();
    }
    const track = strip.firstElementChild as HTMLElement;
    expect(PARTNER_STRIP_LOOP_SECONDS).toBe(20);
    expect(track.style.getPropertyValue('--partner-loop-duration')).toBe('20s');
  });

  it('has a footer with guest links, text placeholders and social links in a new tab', async () => {
    renderApp({ route: '/' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(within(footer).getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const text of ['Возможности', 'Условия использования', 'Конфиденциальность', 'Контакты']) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
      expect(within(footer).queryByRole('link', { name: text })).not.toBeInTheDocument();
    }
    for (const name of [/Instagram/, /Telegram/, /ВКонтакте/]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('offers installation in the header once the browser allows it', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Наши партнёры' });
    expect(document.getElementById('install-button')).toBeNull();
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      platforms: ['web'],
    });
    act(() => {
      window.dispatchEvent(event);
    });
    // The header draws it on the store's next update: waited for, as a busy machine may lag.
    const button = await screen.findByRole('button', { name: 'Установить приложение' });
    expect(button).toHaveAttribute('id', 'install-button');
    expect(document.querySelectorAll('#install-button')).toHaveLength(1);
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { InstallButton } from './install-button';

function fireInstallPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string; platform: string }>;
    platforms: string[];
  };
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, {
    prompt,
    platforms: ['web'],
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('InstallButton', () => {
  it('is hidden until the browser offers installation', () => {
    renderWithProviders(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Установить приложение' })).not.toBeInTheDocument();
    const { event } = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByRole('button', { name: 'Установить приложение' });
    expect(button).toHaveAttribute('id', 'install-button');
  });

  it('shows the prompt on click and hides once the user accepted', async () => {
    const { user } = renderWithProviders(<InstallButton />);
    const { prompt } = fireInstallPrompt('accepted');
    await user.click(screen.getByRole('button', { name: 'Установить приложение' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Установить приложение' })).not.toBeInTheDocument();
  });

  it('hides when the app gets installed', () => {
    renderWithProviders(<InstallButton />);
    fireInstallPrompt();
    expect(screen.getByRole('button', { name: 'Установить приложение' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Установить приложение' })).not.toBeInTheDocument();
  });

  it('stays hidden when the app already runs standalone', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(display-mode: standalone)',
    })) as typeof window.matchMedia;
    try {
      renderWithProviders(<InstallButton />);
      fireInstallPrompt();
      expect(
        screen.queryByRole('button', { name: 'Установить приложение' }),
      ).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});

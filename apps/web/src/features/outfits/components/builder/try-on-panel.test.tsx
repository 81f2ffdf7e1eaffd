import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTryon, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import { toTryOnRequest, type BuilderSelection } from '../../builder-form';
import { TRYON_POLL_MS, useTryOn } from '../../hooks/use-try-on';
import { TryOnPanel } from './try-on-panel';

const PHOTO = '/media/private/photos/me.webp?s=1';
const SELECTION: BuilderSelection = {
  top: [
    {
      id: 101,
      name: 'Рубашка белая',
      brand: 'VESTA',
      category: 'top',
      image_url: null,
      price: 100,
    },
  ],
  bottom: [],
  footwear: [],
  accessory: [],
  fragrance: [],
};
const JOB = '22222222-2222-4222-8222-222222222222';

/** The panel driven by the real try-on hook, as the builder drives it. */
function Panel() {
  const tryOn = useTryOn();
  return (
    <TryOnPanel
      selection={SELECTION}
      photoUrl={PHOTO}
      onPhoto={() => undefined}
      state={tryOn.state}
      onTryOn={() => void tryOn.start(toTryOnRequest(PHOTO, SELECTION))}
    />
  );
}

const result = () => screen.findByRole('img', { name: 'Виртуальная примерка образа' });

describe('the try-on result says what it is', () => {
  it('«Эскиз примерки» on the shop’s own composite', async () => {
    server.use(
      mockApi.startTryon(() =>
        buildTryon({ kind: 'sketch', result_image_url: '/media/private/tryon/sketch.webp' }),
      ),
    );
    const { user } = renderWithProviders(<Panel />, { user: buildUser() });
    const button = await screen.findByRole('button', { name: 'Собрать образ' });
    expect(screen.queryByTestId('tryon-kind')).not.toBeInTheDocument();
    await user.click(button);
    expect(await result()).toHaveAttribute('src', '/media/private/tryon/sketch.webp');
    expect(screen.getByTestId('tryon-kind')).toHaveTextContent('Эскиз примерки');
    expect(screen.queryByText('Фотопримерка')).not.toBeInTheDocument();
  });

  it('«Фотопримерка» on a hosted model’s picture, once its job is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const running = { success: false, result_image_url: null, message: 'Примерка выполняется…' };
      server.use(
        mockApi.startTryon(
          () =>
            buildTryon({ ...running, job_id: JOB, state: 'pending', progress: 0, kind: 'photo' }),
          202,
        ),
        mockApi.pollTryon([
          buildTryon({
            job_id: JOB,
            kind: 'photo',
            result_image_url: '/media/private/tryon/photo.webp',
          }),
        ]),
      );
      renderWithProviders(<Panel />, { user: buildUser() });
      const button = await screen.findByRole('button', { name: 'Собрать образ' });
      act(() => button.click());
      expect(await screen.findByText('0%')).toBeInTheDocument();
      // Nothing is labelled while the job runs: there is no picture yet.
      expect(screen.queryByTestId('tryon-kind')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TRYON_POLL_MS));
      expect(await result()).toHaveAttribute('src', '/media/private/tryon/photo.webp');
      expect(screen.getByTestId('tryon-kind')).toHaveTextContent('Фотопримерка');
      expect(screen.queryByText('Эскиз примерки')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels nothing when the try-on fails', async () => {
    server.use(
      mockApi.startTryon(() =>
        buildTryon({
          success: false,
          state: 'error',
          kind: 'photo',
          result_image_url: null,
          message: 'Сервис примерки не успел за отведённое время.',
        }),
      ),
    );
    const { user } = renderWithProviders(<Panel />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Собрать образ' }));
    expect(
      await screen.findByText('Сервис примерки не успел за отведённое время.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('tryon-kind')).not.toBeInTheDocument();
    expect(screen.queryByText('Фотопримерка')).not.toBeInTheDocument();
  });
});

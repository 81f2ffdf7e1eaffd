import { notificationsStore } from '@mantine/notifications';
import type { VirtualTryonRequest } from '@shop/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTryon, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import { toTryOnRequest, type BuilderSelection } from '../../builder-form';
import { TRYON_POLL_MS, useTryOn } from '../../hooks/use-try-on';
import { COMPARE_START } from './compare-slider';
import { TryOnPanel } from './try-on-panel';
import { TryOnResult } from './try-on-result';

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
const SKETCH = '/media/private/tryon/sketch.webp';
const FIGURE = '/media/private/tryon/figure.webp';
const DRESS_REASON =
  'На фото платье или юбка, под брюками их не скрыть — показываем образ на вашей фигуре';

/** The panel and the result driven by the real try-on hook, as the builder drives them. */
function Panel() {
  const tryOn = useTryOn();
  return (
    <>
      <TryOnResult tryOn={tryOn} photoUrl={PHOTO} />
      <TryOnPanel
        selection={SELECTION}
        photoUrl={PHOTO}
        onPhoto={() => undefined}
        state={tryOn.state}
        onTryOn={() => void tryOn.start(toTryOnRequest(PHOTO, SELECTION))}
      />
    </>
  );
}

const result = () => screen.findByRole('img', { name: 'Виртуальная примерка образа' });
const label = () => screen.getByTestId('tryon-rendering');

/** Answers a sketch on the photo, or the figure when the request asks for it; keeps requests. */
function sketchThenFigure() {
  const requests: VirtualTryonRequest[] = [];
  server.use(
    mockApi.startTryon((body) => {
      requests.push(body);
      return body.rendering === 'figure'
        ? buildTryon({
            rendering: 'figure',
            figure_reason: 'asked',
            result_image_url: FIGURE,
            messages: [{ code: 'ready' }, { code: 'figure', reason: 'asked' }],
          })
        : buildTryon({ rendering: 'photo_sketch', result_image_url: SKETCH });
    }),
  );
  return requests;
}

async function tryOn() {
  const rendered = renderWithProviders(<Panel />, { user: buildUser() });
  const button = await screen.findByRole('button', { name: 'Собрать образ' });
  expect(screen.queryByTestId('tryon-rendering')).not.toBeInTheDocument();
  await rendered.user.click(button);
  await result();
  return rendered;
}

describe('the try-on result says what it is', () => {
  it('«Эскиз на фото» on the shop’s own fitting, with the server’s sentence under it', async () => {
    sketchThenFigure();
    await tryOn();
    expect(await result()).toHaveAttribute('src', SKETCH);
    expect(label()).toHaveTextContent('Эскиз на фото');
    expect(screen.getByTestId('tryon-message')).toHaveTextContent('Виртуальная примерка готова');
    expect(screen.getByRole('img', { name: 'Ваше исходное фото' })).toHaveAttribute('src', PHOTO);
    expect(screen.getByRole('button', { name: 'Показать на фигуре' })).toBeEnabled();
    expect(screen.queryByText('Фотопримерка')).not.toBeInTheDocument();
  });

  it('«Фотопримерка» on a hosted model’s picture, once its job is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const running = {
        success: false,
        result_image_url: null,
        messages: [{ code: 'in_progress' as const }],
      };
      const photo = { rendering: 'hosted_photo' } as const;
      server.use(
        mockApi.startTryon(
          () => buildTryon({ ...running, ...photo, job_id: JOB, state: 'pending', progress: 0 }),
          202,
        ),
        mockApi.pollTryon([
          buildTryon({
            ...photo,
            job_id: JOB,
            result_image_url: '/media/private/tryon/photo.webp',
          }),
        ]),
      );
      renderWithProviders(<Panel />, { user: buildUser() });
      const button = await screen.findByRole('button', { name: 'Собрать образ' });
      act(() => button.click());
      expect(await screen.findByText('0%')).toBeInTheDocument();
      // Nothing is labelled while the job runs: there is no picture yet.
      expect(screen.queryByTestId('tryon-rendering')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TRYON_POLL_MS));
      expect(await result()).toHaveAttribute('src', '/media/private/tryon/photo.webp');
      expect(label()).toHaveTextContent('Фотопримерка');
      expect(screen.queryByText('Эскиз на фото')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('«Ваша фигура» with the reason under it when the server draws the figure, the photo small beside', async () => {
    server.use(
      mockApi.startTryon(() =>
        buildTryon({
          rendering: 'figure',
          figure_reason: 'dress_under_trousers',
          result_image_url: FIGURE,
          messages: [{ code: 'ready' }, { code: 'figure', reason: 'dress_under_trousers' }],
        }),
      ),
    );
    await tryOn();
    expect(await result()).toHaveAttribute('src', FIGURE);
    expect(label()).toHaveTextContent('Ваша фигура');
    expect(screen.getByTestId('tryon-message')).toHaveTextContent(DRESS_REASON);
    expect(screen.getByRole('img', { name: 'Ваше исходное фото' })).toHaveAttribute('src', PHOTO);
    // No slider on a figure, and no photo picture to go back to.
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Вернуться к фото' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать на фигуре' })).not.toBeInTheDocument();
  });

  it('labels nothing when the try-on fails, and says why in the panel', async () => {
    server.use(
      mockApi.startTryon(() =>
        buildTryon({
          success: false,
          state: 'error',
          rendering: 'hosted_photo',
          result_image_url: null,
          messages: [{ code: 'hosted_timeout' }],
        }),
      ),
    );
    const { user } = renderWithProviders(<Panel />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Собрать образ' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка генерации');
    expect(alert).toHaveTextContent('Сервис примерки не успел за отведённое время.');
    expect(screen.queryByTestId('tryon-rendering')).not.toBeInTheDocument();
    expect(screen.queryByText('Фотопримерка')).not.toBeInTheDocument();
  });
});

describe('«Показать на фигуре»', () => {
  it('asks for the figure, shows it with its label and reason, and switches back at once', async () => {
    const requests = sketchThenFigure();
    const { user } = await tryOn();
    await user.click(screen.getByRole('button', { name: 'Показать на фигуре' }));
    expect(await screen.findByText('Ваша фигура')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual({ ...toTryOnRequest(PHOTO, SELECTION), rendering: 'figure' });
    expect(requests[0]).not.toHaveProperty('rendering');
    expect(await result()).toHaveAttribute('src', FIGURE);
    expect(screen.getByTestId('tryon-message')).toHaveTextContent('Образ на вашей фигуре');

    // Both pictures are kept: back and forth without asking again.
    await user.click(screen.getByRole('button', { name: 'Вернуться к фото' }));
    expect(label()).toHaveTextContent('Эскиз на фото');
    expect(await result()).toHaveAttribute('src', SKETCH);
    await user.click(screen.getByRole('button', { name: 'Показать на фигуре' }));
    expect(label()).toHaveTextContent('Ваша фигура');
    expect(requests).toHaveLength(2);
  });

  it('keeps the photo picture and says why when the figure cannot be made', async () => {
    const requests = sketchThenFigure();
    const { user } = await tryOn();
    server.use(
      mockApi.startTryon(() =>
        buildTryon({
          success: false,
          state: 'error',
          rendering: 'figure',
          result_image_url: null,
          messages: [{ code: 'no_person' }],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Показать на фигуре' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось найти человека на фото');
    expect(label()).toHaveTextContent('Эскиз на фото');
    expect(await result()).toHaveAttribute('src', SKETCH);
    expect(requests).toHaveLength(1);
  });
});

describe('the comparison with the original photo', () => {
  it('is a slider whose border moves with the arrow keys, Home and End', async () => {
    sketchThenFigure();
    await tryOn();
    const slider = screen.getByRole('slider', { name: 'Граница между примеркой и исходным фото' });
    expect(slider).toHaveAttribute('aria-valuenow', String(COMPARE_START));
    const clip = () => screen.getByRole('img', { name: 'Виртуальная примерка образа' }).style;
    expect(clip().clipPath).toBe(`inset(0 ${100 - COMPARE_START}% 0 0)`);

    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', String(COMPARE_START - 5));
    expect(slider).toHaveAttribute('aria-valuetext', `Примерка: ${COMPARE_START - 5} %`);
    expect(clip().clipPath).toBe(`inset(0 ${100 - COMPARE_START + 5}% 0 0)`);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', String(COMPARE_START + 5));
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(clip().clipPath).toBe('inset(0 0% 0 0)');
  });
});

describe('no toast lies over the result', () => {
  it('a finished try-on is said by the panel, not toasted', async () => {
    sketchThenFigure();
    const { user } = await tryOn();
    await user.click(screen.getByRole('button', { name: 'Показать на фигуре' }));
    expect(await screen.findByText('Ваша фигура')).toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(notificationsStore.getState().queue).toEqual([]);
    // The panel's live region says it instead.
    const live = screen
      .getAllByRole('status')
      .find(
        (region) =>
          region.textContent ===
          'Виртуальная примерка готова. Образ на вашей фигуре: пропорции и тон кожи взяты с фото',
      );
    expect(live).toBeDefined();
    expect(within(screen.getByTestId('tryon-result')).getByTestId('tryon-rendering')).toBeVisible();
  });
});

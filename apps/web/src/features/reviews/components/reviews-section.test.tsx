import { act, screen, waitFor, within } from '@testing-library/react';
import type { Comment } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { buildComment, buildUser } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { fillField } from '@/testing/fill-field';
import { renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import { ReviewsSection } from './reviews-section';

const ITEM = 5;
const TARGET = { kind: 'item', id: ITEM } as const;

/** A tiny server-side list: GET answers what POST and DELETE left behind. */
function serveComments(initial: Comment[]) {
  const list = [...initial];
  server.use(
    http.get(`*/api/items/${ITEM}/comments`, () => HttpResponse.json<Comment[]>(list)),
    http.delete(`*/api/items/${ITEM}/comments/:commentId`, ({ params }) => {
      const index = list.findIndex((c) => c.id === Number(params.commentId));
      if (index >= 0) list.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return list;
}

describe('ReviewsSection on an item', () => {
  it('lists reviews with author, avatar initial, ru-RU date, stars, text and likes', async () => {
    server.use(
      mockApi.comments(ITEM, [
        buildComment({
          user_name: 'дана',
          content: 'Сидит отлично',
          rating: 4,
          likes: 3,
          created_at: '2026-02-03T12:00:00.000Z',
        }),
        buildComment({ user_name: 'Марат', content: 'Без оценки', rating: null }),
      ]),
    );
    renderWithProviders(<ReviewsSection target={TARGET} />);
    const first = await screen.findByRole('listitem', { name: 'дана' });
    expect(within(first).getByText('Д')).toBeInTheDocument();
    expect(within(first).getByText('3 февраля 2026 г.')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Оценка: 4 из 5' })).toBeInTheDocument();
    expect(within(first).getByText('Сидит отлично')).toBeInTheDocument();
    expect(within(first).getByLabelText('Отметок «Нравится»: 3')).toHaveTextContent('3');
    const second = screen.getByRole('listitem', { name: 'Марат' });
    expect(within(second).queryByRole('img', { name: /Оценка/ })).not.toBeInTheDocument();
  });

  it('names an author who set no name «Покупатель», and «Shopper» in English', async () => {
    server.use(mockApi.comments(ITEM, [buildComment({ user_name: null, content: 'Тепло' })]));
    renderWithProviders(<ReviewsSection target={TARGET} />);
    const review = await screen.findByRole('listitem', { name: 'Покупатель' });
    expect(within(review).getByText('Покупатель')).toBeInTheDocument();
    expect(within(review).getByText('П')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    const translated = await screen.findByRole('listitem', { name: 'Shopper' });
    expect(within(translated).getByText('Shopper')).toBeInTheDocument();
    expect(within(translated).getByText('S')).toBeInTheDocument();
    expect(screen.queryByText('Покупатель')).not.toBeInTheDocument();
  });

  it('invites a guest to sign in; no form, no like buttons', async () => {
    server.use(mockApi.comments(ITEM, [buildComment({ likes: 1 })]));
    renderWithProviders(<ReviewsSection target={TARGET} />, { route: '/items/5' });
    expect(
      await screen.findByRole('link', { name: 'Войдите, чтобы оставить отзыв' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: 'Ваш отзыв' })).not.toBeInTheDocument();
    await screen.findByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Нравится' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(mockApi.comments(ITEM, []));
    renderWithProviders(<ReviewsSection target={TARGET} />);
    expect(await screen.findByText(/Пока нет отзывов/)).toBeInTheDocument();
  });

  it('enables «Отправить» only for non-blank text and sends the text with the optional rating', async () => {
    let sent: unknown = null;
    const onChanged = vi.fn();
    const list = serveComments([]);
    server.use(
      mockApi.createComment(ITEM, (body) => {
        sent = body;
        const comment = buildComment({
          content: body.content,
          rating: body.rating ?? null,
          user_name: 'Я',
        });
        list.unshift(comment);
        return comment;
      }),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} onChanged={onChanged} />, {
      user: buildUser(),
    });
    const text = await screen.findByRole('textbox', { name: 'Ваш отзыв' });
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    await fillField(user, text, '   ');
    expect(send).toBeDisabled();
    await fillField(user, text, 'Отличное качество');
    expect(send).toBeEnabled();

    // A star is clicked through its label, as in the browser.
    const star = screen.getByRole('radio', { name: 'Оценка: 4 из 5' });
    await user.click(document.querySelector(`label[for="${star.id}"]`)!);
    expect(star).toBeChecked();
    await user.click(send);
    expect(await screen.findByRole('listitem', { name: 'Я' })).toHaveTextContent(
      'Отличное качество',
    );
    expect(sent).toEqual({ content: 'Отличное качество', rating: 4 });
    expect(text).toHaveValue('');
    expect(onChanged).toHaveBeenCalled();
  });

  it('sends a review without a rating as rating null', async () => {
    let sent: unknown = null;
    server.use(
      mockApi.comments(ITEM, []),
      mockApi.createComment(ITEM, (body) => {
        sent = body;
        return buildComment({ content: body.content, rating: null });
      }),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    await fillField(user, await screen.findByRole('textbox', { name: 'Ваш отзыв' }), 'Норм');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toEqual({ content: 'Норм', rating: null }));
  });

  it('a double click on «Отправить» sends the review once', async () => {
    let sent = 0;
    server.use(
      mockApi.comments(ITEM, []),
      mockApi.createComment(ITEM, (body) => {
        sent += 1;
        return buildComment({ content: body.content, rating: null });
      }),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    const text = await screen.findByRole('textbox', { name: 'Ваш отзыв' });
    await fillField(user, text, 'Сидит отлично');
    await user.dblClick(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(text).toHaveValue(''));
    expect(sent).toBe(1);
  });

  it('a failed send is only logged (console.warn), the text stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mockApi.comments(ITEM, []),
      http.post(`*/api/items/${ITEM}/comments`, () =>
        errorResponse(500, { code: 'INTERNAL', message: 'Boom' }),
      ),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    const text = await screen.findByRole('textbox', { name: 'Ваш отзыв' });
    await fillField(user, text, 'Не дойдёт');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(text).toHaveValue('Не дойдёт');
    expect(screen.queryByText('Ошибка')).not.toBeInTheDocument();
  });

  it('shows what the server refused under the text, still without a toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mockApi.comments(ITEM, []),
      http.post(`*/api/items/${ITEM}/comments`, () =>
        errorResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'The request is invalid',
          details: { fields: [{ path: 'content', message: 'The review text must not be blank' }] },
        }),
      ),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    const text = await screen.findByRole('textbox', { name: 'Ваш отзыв' });
    await fillField(user, text, 'Почти пусто');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Некорректное значение')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveValue('Почти пусто');
    expect(screen.queryByText('Ошибка')).not.toBeInTheDocument();
  });

  it('likes and unlikes for a signed-in user, adopting the server count', async () => {
    const comment = buildComment({ id: 31, likes: 2, liked_by_me: false });
    server.use(
      mockApi.comments(ITEM, [comment]),
      mockApi.likeComment(ITEM, { comment_id: 31, liked: true, likes: 3 }),
      mockApi.likeComment(ITEM, { comment_id: 31, liked: false, likes: 2 }),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Нравится' }));
    const unlike = await screen.findByRole('button', { name: 'Больше не нравится' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Отметок «Нравится»: 3')).toBeInTheDocument();

    await user.click(unlike);
    expect(await screen.findByRole('button', { name: 'Нравится' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByLabelText('Отметок «Нравится»: 2')).toBeInTheDocument();
  });

  it('shows 20 reviews and the rest behind «Показать ещё»', async () => {
    const all = Array.from({ length: 25 }, (_, index) =>
      buildComment({ id: 100 + index, user_name: `Автор ${index + 1}` }),
    );
    server.use(mockApi.comments(ITEM, all));
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />);
    await screen.findByRole('listitem', { name: 'Автор 20' });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('20+')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByRole('listitem', { name: 'Автор 25' });
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('rolls a like back when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mockApi.comments(ITEM, [buildComment({ id: 32, likes: 2, liked_by_me: false })]),
      http.put(`*/api/items/${ITEM}/comments/32/like`, () => HttpResponse.error()),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Нравится' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Нравится' })).toBeInTheDocument();
    expect(screen.getByLabelText('Отметок «Нравится»: 2')).toBeInTheDocument();
  });

  it('deletes a review after «Удалить комментарий?» (only where can_delete)', async () => {
    const list = serveComments([
      buildComment({ id: 41, user_name: 'Мой', can_delete: true }),
      buildComment({ id: 42, user_name: 'Чужой', can_delete: false }),
    ]);
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    const mine = await screen.findByRole('listitem', { name: 'Мой' });
    const theirs = screen.getByRole('listitem', { name: 'Чужой' });
    expect(within(theirs).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить комментарий?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Мой' })).not.toBeInTheDocument(),
    );
    expect(list.map((c) => c.id)).toEqual([42]);
  });

  it('keeps the review when the confirmation is cancelled', async () => {
    server.use(
      mockApi.comments(ITEM, [buildComment({ id: 43, user_name: 'Мой', can_delete: true })]),
    );
    const { user } = renderWithProviders(<ReviewsSection target={TARGET} />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить комментарий?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('listitem', { name: 'Мой' })).toBeInTheDocument();
  });
});

describe('ReviewsSection on an outfit', () => {
  const OUTFIT = { kind: 'outfit', id: 12 } as const;

  it('reads, sends, likes and deletes under /api/outfits/{id}/comments', async () => {
    let sent: unknown = null;
    let deleted = false;
    const list = [buildComment({ id: 51, user_name: 'Мой', can_delete: true, likes: 0 })];
    server.use(
      http.get('*/api/outfits/12/comments', () => HttpResponse.json<Comment[]>(list)),
      mockApi.createComment(OUTFIT, (body) => {
        sent = body;
        const comment = buildComment({ id: 52, content: body.content, user_name: 'Я' });
        list.unshift(comment);
        return comment;
      }),
      mockApi.likeComment(OUTFIT, { comment_id: 51, liked: true, likes: 1 }),
      mockApi.deleteComment(OUTFIT, 51, () => {
        deleted = true;
      }),
    );
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<ReviewsSection target={OUTFIT} onChanged={onChanged} />, {
      user: buildUser(),
    });
    const text = await screen.findByRole('textbox', { name: 'Ваш отзыв' });
    expect(text).toHaveAttribute('placeholder', 'Расскажите, как вам образ и куда его надеть');
    await fillField(user, text, 'Прекрасный образ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('listitem', { name: 'Я' })).toBeInTheDocument();
    expect(sent).toEqual({ content: 'Прекрасный образ', rating: null });

    const mine = screen.getByRole('listitem', { name: 'Мой' });
    await user.click(within(mine).getByRole('button', { name: 'Нравится' }));
    expect(await within(mine).findByLabelText('Отметок «Нравится»: 1')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить комментарий?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});

import type { OutfitWrite } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildItem, buildOutfit } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { server } from '@/testing/server';
import { chooseStyle, nameBox, openBuilder, slot, type BuilderCatalogue } from './builder-test-kit';

const CATALOGUE: BuilderCatalogue = {
  top: [buildItem({ id: 101, name: 'Рубашка белая', category: 'top', price: 10000 })],
  bottom: [],
  footwear: [],
  accessory: [],
  fragrance: [],
};

beforeEach(() => {
  mockIntersectionObserver();
});

describe('the builder’s save', () => {
  it('reads «Сохранение...» while sending, off and not spinning, and sends once for two submits', async () => {
    const sent: OutfitWrite[] = [];
    const answers: Array<() => void> = [];
    const { user, router } = await openBuilder(CATALOGUE);
    server.use(
      http.post('*/api/outfits/', async ({ request }) => {
        sent.push((await request.json()) as OutfitWrite);
        await new Promise<void>((resolve) => answers.push(resolve));
        return HttpResponse.json(buildOutfit({ id: 77, name: 'Пятница' }), { status: 201 });
      }),
      mockApi.outfit(buildOutfit({ id: 77, name: 'Пятница' })),
      mockApi.comments({ kind: 'outfit', id: 77 }, []),
    );
    await user.type(nameBox(), 'Пятница');
    await chooseStyle(user, 'Повседневный');
    await user.click(
      within(slot('Верх')).getByRole('button', { name: 'Добавить в образ: Рубашка белая' }),
    );
    const form = screen.getByRole('button', { name: 'Создать образ' }).closest('form')!;
    // Both in one tick: the second comes before the button is drawn off.
    fireEvent.submit(form);
    fireEvent.submit(form);

    const saving = await screen.findByRole('button', { name: 'Сохранение...' });
    expect(saving).toBeDisabled();
    expect(saving).not.toHaveAttribute('data-loading');
    // «Отмена» stays under the button in the right-hand column.
    expect(saving.nextElementSibling).toBe(screen.getByRole('link', { name: 'Отмена' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    answers.forEach((answer) => answer());

    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/77'));
    expect(sent).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { OutfitCartBody, OutfitCartOption } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildCartLine, buildOutfit, buildOutfitCartOption, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const tee = buildOutfitCartOption({ name: 'Футболка базовая', sizes: ['S', 'M', 'L'] });
const teeM = tee.variants[1]!;
const jeans = buildOutfitCartOption({
  name: 'Джинсы прямые',
  category: 'bottom',
  sizes: ['44', '46', '48'],
});
const jeans46 = jeans.variants[1]!;
const bag = buildOutfitCartOption({
  name: 'Сумка-тоут',
  category: 'accessory',
  sizes: ['ONE SIZE'],
});
const belt = buildOutfitCartOption({
  name: 'Ремень кожаный',
  category: 'accessory',
  sizes: ['ONE SIZE', 'ONE SIZE'],
});
belt.variants[1]!.color = 'коричневый';
const cap = buildOutfitCartOption({
  name: 'Кепка',
  category: 'accessory',
  sizes: [],
  unavailable: 'out_of_stock',
});

/** The outfit page with these items in its dialog; answers what `onCart` is told. */
function serve(outfitId: number, items: OutfitCartOption[], sent: (OutfitCartBody | null)[]) {
  server.use(
    mockApi.outfit(buildOutfit({ id: outfitId, name: 'Осенний город' })),
    mockApi.comments({ kind: 'outfit', id: outfitId }, []),
    mockApi.cart([]),
    mockApi.outfitCartOptions(outfitId, { items }),
    mockApi.outfitCart(outfitId, (body) => {
      sent.push(body);
      const lines = body?.lines ?? [];
      const chosen = lines.map((line) => {
        const item = items.find((i) => i.item_id === line.item_id)!;
        const variant = item.variants.find((v) => v.id === line.variant_id)!;
        return { item, variant };
      });
      return {
        cart: chosen.map(({ item, variant }) =>
          buildCartLine({ variant_id: variant.id, item_id: item.item_id, name: item.name }),
        ),
        added: chosen.map(({ item, variant }) => ({
          item_id: item.item_id,
          variant_id: variant.id,
          name: item.name,
          size: variant.size,
        })),
        skipped: [],
      };
    }),
  );
}

async function openDialog(route: string) {
  const rendered = renderApp({ route, user: buildUser() });
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Добавить образ в корзину' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Выберите размеры' });
  await within(dialog).findByRole('checkbox', { name: 'Футболка базовая' });
  return { ...rendered, dialog };
}

describe('«В корзину» on an outfit', () => {
  it('asks each item’s size with the usual one chosen, and shows what cannot be bought', async () => {
    const sent: (OutfitCartBody | null)[] = [];
    serve(31, [{ ...tee, preferred_variant_id: teeM.id }, jeans, bag, belt, cap], sent);
    const { dialog } = await openDialog('/outfits/31');

    const teeSizes = within(dialog).getByRole('radiogroup', { name: 'Размер: Футболка базовая' });
    expect(within(teeSizes).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(within(teeSizes).getByRole('radio', { name: 'S' })).not.toBeChecked();
    expect(within(dialog).getByText('Ваш обычный размер')).toBeInTheDocument();
    // No usual size for the jeans: nothing chosen yet.
    const jeansSizes = within(dialog).getByRole('radiogroup', { name: 'Размер: Джинсы прямые' });
    expect(within(jeansSizes).queryByRole('radio', { checked: true })).toBeNull();
    // One size: nothing to choose; in two colours, the main one is chosen and may be changed.
    expect(within(dialog).getByText('Размер: Один размер')).toBeInTheDocument();
    const beltSizes = within(dialog).getByRole('radiogroup', { name: 'Размер: Ремень кожаный' });
    const black = within(beltSizes).getByRole('group', { name: 'чёрный' });
    expect(within(black).getByRole('radio', { name: 'Один размер' })).toBeChecked();
    const brown = within(beltSizes).getByRole('group', { name: 'коричневый' });
    expect(within(brown).getByRole('radio', { name: 'Один размер' })).not.toBeChecked();
    // Sold out: shown, unticked, not to be ticked.
    const capBox = within(dialog).getByRole('checkbox', { name: 'Кепка' });
    expect(capBox).not.toBeChecked();
    expect(capBox).toBeDisabled();
    expect(within(dialog).getByText('Нет в наличии')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Футболка базовая' })).toBeChecked();
    expect(sent).toEqual([]);
  });

  it('shows an item no longer sold unticked, «Больше не продаётся», with no size to choose', async () => {
    const coat = buildOutfitCartOption({
      name: 'Пальто прошлого сезона',
      category: 'top',
      sizes: [],
      unavailable: 'not_sold',
    });
    serve(33, [tee, coat], []);
    const { dialog } = await openDialog('/outfits/33');
    const coatBox = within(dialog).getByRole('checkbox', { name: 'Пальто прошлого сезона' });
    expect(coatBox).not.toBeChecked();
    expect(coatBox).toBeDisabled();
    expect(within(dialog).getByText('Больше не продаётся')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('radiogroup', { name: 'Размер: Пальто прошлого сезона' }),
    ).toBeNull();
  });

  it('asks for a missing size, adds only the ticked lines and says exactly what was and was not added', async () => {
    const sent: (OutfitCartBody | null)[] = [];
    serve(32, [{ ...tee, preferred_variant_id: teeM.id }, jeans, bag, cap], sent);
    const { user, dialog } = await openDialog('/outfits/32');

    await user.click(within(dialog).getByRole('button', { name: 'Добавить в корзину' }));
    expect(await within(dialog).findByText('Выберите размер')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const jeansSizes = within(dialog).getByRole('radiogroup', { name: 'Размер: Джинсы прямые' });
    await user.click(within(jeansSizes).getByRole('radio', { name: '46' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Сумка-тоут' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Сумка-тоут' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить в корзину' }));

    const toast = await screen.findByText(
      'Добавлено 2 товара: Футболка базовая (M), Джинсы прямые (46). Не добавлено: Кепка (нет в наличии)',
    );
    expect(toast.closest('.mantine-Notification-root')).toHaveTextContent(/^Добавлено не всё/);
    expect(sent).toEqual([
      {
        lines: [
          { item_id: tee.item_id, variant_id: teeM.id },
          { item_id: jeans.item_id, variant_id: jeans46.id },
        ],
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Выберите размеры' })).not.toBeInTheDocument(),
    );
    // The header's cart badge takes the server's cart; the missing item stays listed.
    expect(await screen.findByRole('link', { name: 'Корзина: 2' })).toBeInTheDocument();
    expect(screen.getByTestId('outfit-cart-skipped')).toHaveTextContent(
      'Не удалось добавить: Кепка (нет в наличии)',
    );
  });

  it('adds a single ticked line with its size and a plain «Добавлено в корзину»', async () => {
    const sent: (OutfitCartBody | null)[] = [];
    serve(33, [{ ...tee, preferred_variant_id: teeM.id }, bag], sent);
    const { user, dialog } = await openDialog('/outfits/33');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Сумка-тоут' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить в корзину' }));
    expect(await screen.findByText('Добавлен 1 товар: Футболка базовая (M)')).toBeInTheDocument();
    expect(screen.getByText('Добавлено в корзину')).toBeInTheDocument();
    expect(sent).toEqual([{ lines: [{ item_id: tee.item_id, variant_id: teeM.id }] }]);
    expect(screen.queryByTestId('outfit-cart-skipped')).not.toBeInTheDocument();
  });
});

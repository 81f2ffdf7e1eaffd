import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import type { SentPhoto } from '@/testing/handlers/wardrobe';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeItem, buildWardrobeList } from '@/testing/wardrobe-factories';

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('«Добавить вещь»', () => {
  it('uploads each photo once, says which has no garment, and keeps or drops each result', async () => {
    const sent: SentPhoto[] = [];
    const patched: number[] = [];
    const deleted: number[] = [];
    // The photos go one after another, so the answers come in the order they were chosen (jsdom's
    // files reach the handler without their names).
    const answers = [
      buildWardrobeItem({ id: 11, kind: 'shirt', colors: ['белый'] }),
      null,
      buildWardrobeItem({ id: 12, slot: 'footwear', kind: 'boots', colors: ['коричневый'] }),
    ];
    server.use(
      mockApi.wardrobe(buildWardrobeList([])),
      mockApi.addPiece({
        onPhoto: (photoSent) => {
          sent.push(photoSent);
          return answers[sent.length - 1] ?? null;
        },
      }),
      mockApi.updatePiece((id, body) => {
        patched.push(id);
        return buildWardrobeItem({ id, ...body, kind: 'shirt' });
      }),
      mockApi.deletePiece((id) => deleted.push(id)),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Добавить вещь' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить вещь' });
    const input = within(dialog).getByLabelText('Выбрать фото');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input as HTMLInputElement, [
      photo('shirt.jpg'),
      photo('sunset.jpg'),
      photo('boots.jpg'),
    ]);

    const sunset = await within(dialog).findByRole('region', { name: 'sunset.jpg' });
    expect(await within(sunset).findByText('На фото не найдена одежда')).toBeInTheDocument();
    const shirt = within(dialog).getByRole('region', { name: 'shirt.jpg' });
    const boots = within(dialog).getByRole('region', { name: 'boots.jpg' });
    // Each recognised photo is a form with the suggestion: its cut-out, slot, kind and colours.
    expect(
      await within(boots).findByRole('img', { name: 'Вещь с фото boots.jpg' }),
    ).toBeInTheDocument();
    expect(within(boots).getByRole('textbox', { name: 'Раздел' })).toHaveValue('Обувь');
    expect(within(boots).getByRole('textbox', { name: 'Вид' })).toHaveValue('Ботинки или сапоги');
    expect(
      within(boots).getByText('коричневый', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
    expect(within(shirt).getByRole('textbox', { name: 'Вид' })).toHaveValue('Рубашка');

    // One request per photo, each under its own key.
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);

    const save = within(shirt).getByRole('button', { name: 'Сохранить' });
    await user.dblClick(save);
    expect(await within(shirt).findByText('В гардеробе')).toBeInTheDocument();
    expect(patched).toEqual([11]);

    await user.click(within(boots).getByRole('button', { name: 'Не добавлять' }));
    expect(await within(boots).findByText('Не добавлено')).toBeInTheDocument();
    expect(deleted).toEqual([12]);
    expect(sent).toHaveLength(3);
  });

  it('sends no more than ten photos at once and says so', async () => {
    let count = 0;
    server.use(
      mockApi.addPiece({
        onPhoto: () => {
          count += 1;
          return buildWardrobeItem();
        },
      }),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Добавить вещь' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить вещь' });
    const files = Array.from({ length: 12 }, (_, i) => photo(`p${i}.jpg`));
    await user.upload(within(dialog).getByLabelText('Выбрать фото') as HTMLInputElement, files);
    expect(
      await screen.findByText('За раз можно добавить до 10 фото: остальные не загружены'),
    ).toBeInTheDocument();
    await waitFor(() => expect(count).toBe(10));
    expect(within(dialog).getAllByRole('region')).toHaveLength(10);
  });
});

import { createItem } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';

/**
 * Stock by hand against the real shop, at a desktop and on a phone: a moderator takes pieces of
 * their own item from the list, and the edit page's «История остатков» shows the change, the
 * reason and the note (a table on a desktop, lines on a phone).
 */
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a stock change from the items list shows in the item’s history', async ({
      page,
      db,
      makeUser,
    }) => {
      const moderator = await makeUser({ isModerator: true });
      const name = unique('Свитер');
      const { item } = await createItem(db, {
        name,
        ownerId: moderator.id,
        variants: [{ size: 'M', color: 'серый', stock: 5 }],
      });
      await signIn(page, moderator.email, moderator.password);

      await page.goto('/admin/items?mine=1');
      await page.getByRole('button', { name: `Изменить остаток «${name}»` }).click();
      const form = page.getByRole('form', { name: 'Изменить остаток' });
      await expect(form.getByText('Сейчас: 5 шт.')).toBeVisible();
      await form.getByText('Списать').click();
      await form.getByRole('textbox', { name: 'Количество, шт.' }).fill('2');
      await form.getByRole('textbox', { name: 'Комментарий' }).fill('Брак');
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByRole('button', { name: `Изменить остаток «${name}»` })).toContainText(
        '3 шт.',
      );

      await page.goto(`/admin/items/${item.id}/edit`);
      const latest = size.phone
        ? page.getByRole('list', { name: 'История остатков' }).getByRole('listitem').first()
        : page.getByRole('table', { name: 'История остатков' }).getByRole('row').nth(1);
      await expect(latest).toContainText('−2');
      await expect(latest).toContainText('Вручную');
      await expect(latest).toContainText('Брак');
    });
  });
}

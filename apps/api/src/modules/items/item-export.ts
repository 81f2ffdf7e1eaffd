import { CATEGORY_LABELS_RU, ITEM_STATUS_LABELS_RU, type Gender } from '@shop/contract';
import { csvDateTime, csvMoney, type CsvColumn } from '../../lib/csv-export';
import type { VariantRow } from './items.repository';
import type { ItemExportRow } from './item-list';

/** One line per variant, the item's columns repeated; an item without variants is one line. */
export type ItemExportLine = ItemExportRow & { variant: VariantRow | null };

export async function* linesOf(
  pages: AsyncIterable<ItemExportRow[]>,
): AsyncGenerator<ItemExportLine[]> {
  for await (const page of pages)
    yield page.flatMap((row): ItemExportLine[] =>
      row.variants.length
        ? row.variants.map((variant) => ({ ...row, variant }))
        : [{ ...row, variant: null }],
    );
}

export const GENDER_LABELS_RU = {
  women: 'Женщинам',
  men: 'Мужчинам',
  unisex: 'Унисекс',
  kids: 'Детям',
} as const satisfies Record<Gender, string>;

/** The shop's own items: made in the admin, or the demo data. */
const OWN_SOURCES: Record<string, string> = { manual: 'вручную', seed: 'демо-данные' };

export const ITEM_EXPORT_COLUMNS: CsvColumn<ItemExportLine>[] = [
  { header: 'ID товара', value: (l) => l.item.id },
  { header: 'Название', value: (l) => l.item.name },
  { header: 'Статус', value: (l) => ITEM_STATUS_LABELS_RU[l.item.status] },
  { header: 'Бренд', value: (l) => l.item.brand },
  { header: 'Категория', value: (l) => CATEGORY_LABELS_RU[l.item.category] },
  { header: 'Для кого', value: (l) => GENDER_LABELS_RU[l.item.gender] },
  { header: 'Состав', value: (l) => l.item.composition },
  { header: 'Описание', value: (l) => l.item.description },
  { header: 'Цена', value: (l) => csvMoney(l.item.price) },
  { header: 'Старая цена', value: (l) => csvMoney(l.item.compare_at_price) },
  { header: 'SKU', value: (l) => l.variant?.sku },
  { header: 'Размер', value: (l) => l.variant?.size ?? l.item.size },
  { header: 'Размер бренда', value: (l) => l.variant?.brandSize },
  { header: 'Цвет', value: (l) => l.variant?.color ?? l.item.color },
  { header: 'Цена варианта', value: (l) => csvMoney(l.variant?.price) },
  { header: 'Остаток', value: (l) => l.variant?.stock },
  // Space-separated: an address holds no space, and a cell of them is easy to edit.
  { header: 'Фото', value: (l) => l.pictures.join(' ') },
  { header: 'Владелец', value: (l) => l.item.owner_name },
  {
    header: 'Источник',
    value: (l) => l.item.source_domain ?? OWN_SOURCES[l.item.source] ?? l.item.source,
  },
  { header: 'Создан (UTC)', value: (l) => csvDateTime(l.item.created_at) },
];

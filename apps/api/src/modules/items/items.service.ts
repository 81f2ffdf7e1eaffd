import { createItemCsvImport } from './item-csv-import';
import { createItemImport } from './item-import';
import { createItemList } from './item-list';
import { createItemPictures } from './item-pictures';
import { createItemVariants } from './item-variants';
import { createItemWrites } from './item-writes';
import { createItemsContext, type ItemsDeps } from './items.context';

export type { ItemInput, VariantInput } from './items.context';
export type { SourceItem } from './item-import';

/**
 * The write side of the catalogue, the one owner of items, their pictures and their variants.
 * Moderators create items and change only their own; admins change any; imported and seeded
 * items belong to nobody. Pictures are stored through the media module.
 */
export function createItemsService(deps: ItemsDeps) {
  const ctx = createItemsContext(deps);
  return {
    ...createItemWrites(ctx),
    ...createItemPictures(ctx),
    ...createItemVariants(ctx),
    ...createItemList(ctx),
    ...createItemImport(ctx),
    ...createItemCsvImport(ctx),
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;

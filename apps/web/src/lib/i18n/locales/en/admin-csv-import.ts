import type { adminCsvImport as ru } from '../ru/admin-csv-import';
import type { DeepStrings } from '../types';

/** The admin items list's «Загрузить CSV»: a file's preview and its apply. */
export const adminCsvImport: DeepStrings<typeof ru> = {
  adminCsvImport: {
    button: 'Upload CSV',
    buttonHint: 'Change or add items with a file in the export’s format',
    title: 'Items from a CSV file',
    filePlaceholder: 'Choose a file',
    fileHint:
      'A file as «Download CSV» writes it: items are found by ID and SKU, lines without them become new items (drafts). Up to {{mb}} MB and {{lines}} lines.',
    close: 'Close',
    counts: 'New: {{create}}, to change: {{update}}, unchanged: {{unchanged}}, errors: {{error}}',
    apply: 'Apply',
    applyBlocked: 'Fix the lines with errors in the file and upload it again',
    applied: 'Uploaded: {{created}} new items, {{updated}} changed',
    done: 'The changes are applied',
    finish: 'Done',
    picturesReordered: 'another order',
    failed: 'Could not upload the CSV',
    nothingToApply: 'The file changes nothing',
    onlyChanges: 'Only lines with changes and errors',
    columns: {
      line: 'Line',
      action: 'Action',
      item: 'Item',
      sku: 'SKU',
      details: 'What changes',
      applied: 'What changed',
    },
    actions: {
      create: 'New',
      update: 'Changes',
      unchanged: 'Unchanged',
      error: 'Error',
    },
    appliedActions: {
      create: 'Created',
      update: 'Changed',
      unchanged: 'Unchanged',
      error: 'Error',
    },
    lineLabel: 'Line {{line}}',
    fileErrors: {
      too_large: 'The file is larger than {{mb}} MB',
    },
    errors: {
      required: 'empty',
      too_long: 'too long',
      unknown_item: 'no item with this ID',
      unknown_category: 'unknown category',
      unknown_gender: 'unknown value',
      unknown_status: 'unknown status',
      invalid_price: 'not a price',
      price_not_positive: 'the price must be above zero',
      compare_at_not_above_price: 'the old price must be above the price',
      invalid_stock: 'not a whole number of pieces',
      negative_stock: 'stock below zero',
      stock_without_sku: 'stock without a SKU',
      duplicate_sku: 'the SKU is on a line above too',
      sku_of_another_item: 'the SKU belongs to another item',
      item_fields_differ: 'differs from this item’s first line',
      not_allowed: 'only its author or an admin may change this item',
      unknown_picture: 'this item has no such picture: new pictures are added in the item’s card',
    },
  },
} as const;

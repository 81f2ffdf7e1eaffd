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
    failed: 'Could not upload the CSV',
    nothingToApply: 'The file changes nothing',
    onlyChanges: 'Only lines with changes and errors',
    columns: {
      line: 'Line',
      action: 'Action',
      item: 'Item',
      sku: 'SKU',
      details: 'What changes',
    },
    actions: {
      create: 'New',
      update: 'Changes',
      unchanged: 'Unchanged',
      error: 'Error',
    },
    lineLabel: 'Line {{line}}',
    fileErrors: {
      csv_unreadable: 'The file cannot be read as CSV: check its quotes and encoding',
      csv_missing_columns: 'The file’s first line lacks the name and SKU columns of the export',
      csv_too_many_lines: 'The file has more than {{lines}} lines: split it',
      csv_has_errors: 'Some lines of the file have errors: nothing was changed',
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
    },
  },
} as const;

import { pgEnum } from 'drizzle-orm/pg-core';
import { CATEGORIES, GENDERS } from '@shop/contract';

export const categoryEnum = pgEnum('item_category', CATEGORIES);
export const genderEnum = pgEnum('item_gender', GENDERS);
export const uploadKindEnum = pgEnum('upload_kind', [
  'avatar',
  'photo',
  'item_image',
  'tryon',
  'outfit_image',
  'wardrobe',
]);
export const importStateEnum = pgEnum('import_task_state', [
  'PENDING',
  'PROGRESS',
  'SUCCESS',
  'FAILURE',
]);
export const importTypeEnum = pgEnum('import_task_type', [
  'full',
  'simple',
  'test',
  'test-parser',
  'page',
]);

import { CatalogPage } from '@/features/catalog/components/catalog-page';

/** /items (decision 008): the catalogue, open to guests. */
export function ItemsRoute() {
  return <CatalogPage />;
}

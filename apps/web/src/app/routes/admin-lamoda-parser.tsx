import { ImportToolPage } from '@/features/lamoda-parser/components/import-tool-page';

/** /admin/lamoda-parser: the catalogue import tool (admins). */
export function AdminLamodaParserRoute() {
  return <ImportToolPage />;
}

import { SectionPlaceholder } from './section-placeholder';

/** /admin/lamoda-parser: a placeholder until its screen is built. */
export function AdminLamodaParserRoute() {
  return <SectionPlaceholder title="adminLamodaParser" description="admin" />;
}

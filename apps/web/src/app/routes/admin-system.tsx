import { SectionPlaceholder } from './section-placeholder';

/** /admin/system: a placeholder until its screen is built. */
export function AdminSystemRoute() {
  return <SectionPlaceholder title="adminSystem" description="admin" />;
}

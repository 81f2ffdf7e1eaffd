import { useMediaQuery } from '@mantine/hooks';

/** From this width the admin lists are tables; below it, cards (a phone, a narrow tablet). */
export const TABLE_LAYOUT_QUERY = '(min-width: 62em)';

/** True where a list shows as a table, false where it shows as cards. */
export function useTableLayout(): boolean {
  return useMediaQuery(TABLE_LAYOUT_QUERY, undefined, { getInitialValueInEffect: false });
}

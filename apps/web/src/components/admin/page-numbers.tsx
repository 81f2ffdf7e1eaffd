import { Group, Pagination } from '@mantine/core';
import { PAGE_SIZE } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/**
 * Numbered pages of a list the server answers with its total; nothing when it all fits on one.
 * A phone shows fewer numbers around the current one.
 */
export function PageNumbers({
  total,
  page,
  setPage,
  label,
  compact,
  pageSize = PAGE_SIZE,
}: {
  total: number | undefined;
  page: number;
  setPage: (page: number) => void;
  label: string;
  compact: boolean;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={setPage}
        siblings={compact ? 0 : 1}
        boundaries={1}
        size="sm"
        getItemProps={(n) => ({ 'aria-label': t('common.pager.page', { page: n }) })}
        aria-label={label}
      />
    </Group>
  );
}

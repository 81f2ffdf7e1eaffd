import { Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';

/**
 * An admin edit page until its record is there: loading, then the form; an id that cannot be one
 * or a failed load says so (with «Повторить» where it may help) and leads back to the list.
 */
export function EditLoader<T>({
  query,
  valid,
  section,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** Whether the address holds an id at all (nothing is asked for otherwise). */
  valid: boolean;
  /** The admin list it leads back to; its «… не удалось загрузить» unless `failed` says otherwise. */
  section: 'items' | 'users' | 'outfits';
  failed?: string;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!valid || query.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <LoadError
          message={failed ?? t(`admin.${section}.form.loadFailed`)}
          toastId={`admin-${section}-load-failed`}
          onRetry={valid ? () => void query.refetch() : undefined}
        />
        <Button component={Link} to={paths.admin[section]} variant="default">
          {t('admin.common.backToList')}
        </Button>
      </Stack>
    );
  }
  if (query.isPending) return <ListLoading />;
  return children(query.data);
}

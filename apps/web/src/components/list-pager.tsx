import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Page by page through a list the server answers 20 at a time. The server sends no total: a full
 * page means a next one may follow (`hasNext`), a shorter one is the last.
 */
export function ListPager({
  page,
  hasNext,
  onChange,
}: {
  page: number;
  hasNext: boolean;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (page <= 1 && !hasNext) return null;
  return (
    <Group component="nav" aria-label={t('common.pager.label')} justify="center" gap="sm">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('common.pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text size="sm" fw={600} aria-current="page">
        {t('common.pager.page', { page })}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('common.pager.next')}
        disabled={!hasNext}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDuplicateItem } from '../api/duplicate-item';

/**
 * «Дублировать»: makes a draft copy of the item and opens the copy's edit page. A list row shows
 * it as an icon, the edit page as a button.
 */
export function DuplicateItemButton({
  item,
  compact = false,
}: {
  item: { id: number; name: string };
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateItem();
  const run = () =>
    duplicate.mutate(item.id, {
      onSuccess: (copy) => {
        notifySuccess(t('admin.items.duplicated'));
        void navigate(paths.admin.itemEdit.build(copy.id));
      },
      onError: (error) =>
        notifyError(errorTextOr(error, t('admin.items.duplicateFailed')), {
          id: 'admin-item-duplicate-failed',
        }),
    });
  const label = t('admin.items.duplicateItem', { name: item.name });
  if (compact)
    return (
      <Tooltip label={t('admin.items.duplicate')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
          loading={duplicate.isPending}
          onClick={run}
        >
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button
      variant="default"
      leftSection={<IconCopy size={18} />}
      aria-label={label}
      loading={duplicate.isPending}
      onClick={run}
    >
      {t('admin.items.duplicate')}
    </Button>
  );
}

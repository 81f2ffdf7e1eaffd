import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface RowActionsProps {
  /** A list's own actions, before edit and delete. */
  children?: ReactNode;
  /** Where «Редактировать» leads; no edit button without it. */
  editTo?: string;
  editLabel: string;
  /** No delete button without it. */
  onDelete?: () => void;
  deleteLabel: string;
}

/** A managed list row's edit and delete buttons, as the row's rights allow. */
export function RowActions({
  children,
  editTo,
  editLabel,
  onDelete,
  deleteLabel,
}: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
      {editTo && (
        <Tooltip label={t('admin.common.edit')}>
          <ActionIcon
            component={Link}
            to={editTo}
            variant="subtle"
            size="lg"
            aria-label={editLabel}
          >
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('admin.common.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={deleteLabel}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Account deletion: after 'Вы уверены, что хотите удалить
 * аккаунт? Это действие необратимо.' the account goes; `onDeleted` signs out and leaves.
 */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('settings.danger.confirmTitle'),
      children: <Text>{t('settings.danger.confirm')}</Text>,
      labels: { confirm: t('settings.danger.confirmAction'), cancel: t('settings.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: onDeleted,
          onError: (error) => {
            console.warn('[profile] account deletion failed', error);
            notifyError(t('settings.danger.failed'));
          },
        }),
    });

  return (
    <Paper
      withBorder
      p="lg"
      bg="white"
      component="section"
      aria-labelledby="danger-title"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} maw={560}>
          <Group gap={8}>
            <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" />
            <Title order={2} fz="h3" id="danger-title">
              {t('settings.danger.title')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {t('settings.danger.text')}
          </Text>
        </Stack>
        <Button color="red" variant="outline" onClick={confirm} loading={remove.isPending}>
          {t('settings.danger.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

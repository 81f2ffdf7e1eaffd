import { Badge, Loader } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type SystemState = 'checking' | 'ready' | 'unavailable';

/** 'Система готова', 'Система недоступна' or 'Проверка...', as the stats call answers. */
export function SystemBadge({ state }: { state: SystemState }) {
  const { t } = useTranslation();
  if (state === 'checking') {
    return (
      <Badge color="gray" variant="light" size="lg" leftSection={<Loader size={12} color="gray" />}>
        {t('lamodaParser.system.checking')}
      </Badge>
    );
  }
  if (state === 'ready') {
    return (
      <Badge color="green" variant="light" size="lg" leftSection={<IconCircleCheck size={14} />}>
        {t('lamodaParser.system.ready')}
      </Badge>
    );
  }
  return (
    <Badge color="red" variant="light" size="lg" leftSection={<IconCircleX size={14} />}>
      {t('lamodaParser.system.unavailable')}
    </Badge>
  );
}

import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list or form's first load. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader color="wine" type="dots" />
    </Center>
  );
}

import { List, Paper, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { TEST_PARSER_LIMIT_DEFAULT, TEST_PARSER_QUERY_DEFAULT } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** The help box: what each of the four buttons does. */
export function ModesHelp() {
  const { t } = useTranslation();
  const modes = [
    { name: t('lamodaImport.form.full'), text: t('lamodaImport.modes.full') },
    { name: t('lamodaImport.form.simple'), text: t('lamodaImport.modes.simple') },
    { name: t('lamodaImport.form.testChain'), text: t('lamodaImport.modes.testChain') },
    {
      name: t('lamodaImport.form.testParser'),
      text: t('lamodaImport.modes.testParser', {
        query: TEST_PARSER_QUERY_DEFAULT,
        limit: TEST_PARSER_LIMIT_DEFAULT,
      }),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="sand.0" component="aside">
      <Title order={3} fz="h5" mb="xs" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <IconInfoCircle size={18} aria-hidden />
        {t('lamodaImport.modes.title')}
      </Title>
      <List spacing="xs" size="sm">
        {modes.map((mode) => (
          <List.Item key={mode.name}>
            <Text span fw={600} size="sm">
              {mode.name}
            </Text>{' '}
            — {mode.text}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

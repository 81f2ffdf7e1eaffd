import { List, Paper, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { TEST_PARSER_LIMIT_DEFAULT, TEST_PARSER_QUERY_DEFAULT } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** The help box: what each of the four buttons does. */
export function ModesHelp() {
  const { t } = useTranslation();
  const modes = [
    { name: t('lamodaParser.form.full'), text: t('lamodaParser.modes.full') },
    { name: t('lamodaParser.form.simple'), text: t('lamodaParser.modes.simple') },
    { name: t('lamodaParser.form.testChain'), text: t('lamodaParser.modes.testChain') },
    {
      name: t('lamodaParser.form.testParser'),
      text: t('lamodaParser.modes.testParser', {
        query: TEST_PARSER_QUERY_DEFAULT,
        limit: TEST_PARSER_LIMIT_DEFAULT,
      }),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="sand.0" component="aside">
      <Title order={3} fz="h5" mb="xs" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <IconInfoCircle size={18} aria-hidden />
        {t('lamodaParser.modes.title')}
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

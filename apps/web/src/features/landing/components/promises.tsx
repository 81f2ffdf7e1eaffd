import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDiamond, IconHanger, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The landing page's promises: unique outfits and quality clothing. */
export function Promises() {
  const { t } = useTranslation();
  const items = [
    {
      icon: IconHanger,
      title: t('landing.promises.uniqueTitle'),
      text: t('landing.promises.uniqueText'),
    },
    {
      icon: IconDiamond,
      title: t('landing.promises.qualityTitle'),
      text: t('landing.promises.qualityText'),
    },
    {
      icon: IconHeart,
      title: t('landing.promises.wardrobeTitle'),
      text: t('landing.promises.wardrobeText'),
    },
  ];
  return (
    <Stack component="section" gap="lg" py="xl" aria-labelledby="promises-title">
      <Title order={2} id="promises-title">
        {t('landing.promisesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {items.map(({ icon: Icon, title, text }) => (
          <Paper key={title} p="xl" bg="white" withBorder>
            <ThemeIcon size={52} radius="xl" variant="light" color="wine" mb="md">
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} mb={6}>
              {title}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

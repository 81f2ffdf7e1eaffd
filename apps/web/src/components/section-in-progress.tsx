import { Box, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHanger } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * An honest placeholder for a page another issue builds: the page's title and
 * 'Раздел в разработке', inside the real layout and behind the real gates.
 */
export function SectionInProgress({
  title,
  description,
  backTo,
}: {
  title: string;
  description: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Box maw={880} py={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb="lg">
        {title}
      </Title>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
        <Stack align="center" gap="sm" ta="center" py="lg">
          <ThemeIcon size={64} radius="xl" variant="light" color="wine">
            <IconHanger size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('sections.inProgress')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('sections.inProgressText', { description })}
          </Text>
          <Button component={Link} to={backTo} variant="light" mt="sm">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

import { Center, Loader, Stack, Text } from '@mantine/core';

/** A dashboard's first load: a spinner and, under it, what is being loaded. */
export function DashboardLoading({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

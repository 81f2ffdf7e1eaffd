import { Paper, Stack, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** A white, bordered section of a page, named by its heading (`id` links the two). */
export function SectionCard({
  id,
  title,
  order = 2,
  fz = 'h3',
  gap = 'md',
  children,
}: {
  id: string;
  title: ReactNode;
  order?: TitleOrder;
  /** The heading's size, which may differ from its level. */
  fz?: 'h3' | 'h4';
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby={id}
      miw={0}
    >
      <Stack gap={gap}>
        <Title order={order} fz={fz} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

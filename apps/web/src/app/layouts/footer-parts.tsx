import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo-mark';
import classes from './footer.module.css';

/** The footer's first column: the mark, the name and the layout's own line under them. */
export function FooterBrand({
  tagline,
  taglineWidth,
  className,
}: {
  tagline: string;
  taglineWidth: number;
  className?: string;
}) {
  return (
    <Stack gap="xs" className={className}>
      <Group gap={10}>
        <LogoMark size={30} />
        <Text className={classes.brand}>VESTA</Text>
      </Group>
      <Text size="sm" c="dimmed" maw={taglineWidth}>
        {tagline}
      </Text>
    </Stack>
  );
}

/**
 * A column of links under its heading. With `headingId` the column is named by its heading; `nav`
 * makes it a navigation landmark.
 */
export function FooterColumn({
  heading,
  headingId,
  nav = false,
  children,
}: {
  heading: string;
  headingId?: string;
  nav?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap={8} component={nav ? 'nav' : 'div'} aria-labelledby={headingId}>
      <Text id={headingId} className={classes.heading}>
        {heading}
      </Text>
      {children}
    </Stack>
  );
}

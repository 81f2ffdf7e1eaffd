import { ActionIcon, Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A header icon linking to `to`, with a count badge when `count` is above 0.
 */
export function CountIconLink({
  to,
  count,
  label,
  icon,
  active = false,
}: {
  to: string;
  count: number;
  label: string;
  icon: ReactNode;
  active?: boolean;
}) {
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={5}
      color="wine"
      disabled={count <= 0}
      withBorder
      styles={{ indicator: { fontSize: 10, fontWeight: 700, padding: '0 4px' } }}
    >
      <ActionIcon
        component={Link}
        to={to}
        variant={active ? 'light' : 'subtle'}
        color={active ? 'wine' : 'dark'}
        size="lg"
        aria-label={label}
        aria-current={active ? 'page' : undefined}
      >
        {icon}
      </ActionIcon>
    </Indicator>
  );
}

import { Box, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './filter-drawer.module.css';

/** One group of the filters: a fieldset whose legend is its title. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" className={classes.section}>
      <Title order={3} component="legend" className={classes.legend}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** A choice's label with its count in brackets, when the counts are known. */
export function withCount(label: ReactNode, count: number | undefined) {
  return (
    <span className={classes.label}>
      <span>{label}</span>
      {count !== undefined && (
        <>
          {' '}
          <span className={classes.count}>({count})</span>
        </>
      )}
    </span>
  );
}

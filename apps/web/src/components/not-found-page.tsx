import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** A page whose item, order or outfit is missing (or not the viewer's): says so, leads back. */
export function NotFoundPage({
  icon,
  title,
  text,
  backTo,
  backLabel,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <EmptyState
      page
      headingOrder={1}
      icon={icon}
      title={title}
      text={text}
      action={
        <Button component={Link} to={backTo} variant="light" mt="sm">
          {backLabel}
        </Button>
      }
    />
  );
}

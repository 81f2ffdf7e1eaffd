import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A quiet «show / hide» button whose chevron turns with it. */
export function DisclosureButton({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      w="fit-content"
      onClick={onToggle}
      aria-expanded={open}
      rightSection={
        <IconChevronDown
          size={14}
          aria-hidden
          style={{ transform: open ? 'rotate(180deg)' : undefined }}
        />
      }
    >
      {children}
    </Button>
  );
}

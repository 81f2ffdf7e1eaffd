import { Text } from '@mantine/core';

/**
 * A footer entry whose page does not exist yet: plain
 * text styled like its neighbouring links, never a dead href.
 */
export function PlaceholderLink({ children, title }: { children: string; title: string }) {
  return (
    <Text component="span" c="dimmed" size="sm" title={title} style={{ cursor: 'default' }}>
      {children}
    </Text>
  );
}

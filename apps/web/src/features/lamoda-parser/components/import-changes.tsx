import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ImportChange } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { CHANGES_SHOWN } from '../constants';
import { DisclosureButton } from './disclosure-button';
import { skipReasonText } from '../import-status-text';

const OUTCOME_COLOR = {
  created: 'green',
  updated: 'wine',
  unchanged: 'gray',
  skipped: 'orange',
} as const satisfies Record<ImportChange['outcome'], string>;

function ChangeLine({ change }: { change: ImportChange }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const money = (value: number | null) =>
    value === null ? t('lamodaParser.changes.none') : formatPrice(value, currency);
  const details: string[] = [];
  if (change.price)
    details.push(
      t('lamodaParser.changes.price', {
        from: money(change.price.from),
        to: money(change.price.to),
      }),
    );
  if (change.stock) details.push(t('lamodaParser.changes.stock', change.stock));
  if (change.pictures) details.push(t('lamodaParser.changes.pictures', change.pictures));
  if (change.fields?.length)
    details.push(
      t('lamodaParser.changes.fieldsLabel', {
        fields: change.fields
          .map((field) => t(`lamodaParser.changes.fields.${field}`, { defaultValue: field }))
          .join(', '),
      }),
    );
  if (change.reason === 'other_domain')
    details.push(skipReasonText(t, { code: 'other_site', domain: change.source_domain ?? '' }));
  return (
    <List.Item>
      <Group gap={6} wrap="wrap">
        {change.item_id !== null ? (
          <Anchor component={Link} to={paths.item.build(change.item_id)} size="sm">
            {change.name}
          </Anchor>
        ) : (
          <Text size="sm">{change.name}</Text>
        )}
        <Badge size="xs" variant="light" color={OUTCOME_COLOR[change.outcome]}>
          {t(`lamodaParser.changes.${change.outcome}`)}
        </Badge>
        {details.length > 0 && (
          <Text size="xs" c="dimmed">
            {details.join('; ')}
          </Text>
        )}
      </Group>
    </List.Item>
  );
}

/**
 * What a full import did to the catalogue, item by item: created, updated (the price before and
 * after, the stock, pictures, other fields), unchanged, or skipped with the reason. Folded by
 * default; the first ones only, with a count of the rest.
 */
export function ImportChanges({ changes }: { changes: ImportChange[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (changes.length === 0) return null;
  const shown = changes.slice(0, CHANGES_SHOWN);
  const rest = changes.length - shown.length;
  return (
    <Stack gap={4}>
      <DisclosureButton open={open} onToggle={() => setOpen((o) => !o)}>
        {t('lamodaParser.changes.toggle', { count: changes.length })}
      </DisclosureButton>
      {open && (
        <>
          <List size="sm" spacing={4} listStyleType="none" data-testid="import-changes">
            {shown.map((change) => (
              <ChangeLine key={change.sku} change={change} />
            ))}
          </List>
          {rest > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('lamodaParser.changes.more', { count: rest })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

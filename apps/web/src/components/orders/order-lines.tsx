import { Anchor, Box, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { sizeLabel } from '@/lib/size-label';
import classes from './orders.module.css';
import { shownColor } from '@/lib/value-words';

/** What a line needs to be shown: the order's snapshot, or a cart line at checkout. */
export interface ShownOrderLine {
  key: string | number;
  item_id: number | null;
  name: string;
  brand?: string | null;
  size: string | null;
  color: string | null;
  sku?: string | null;
  image_url: string | null;
  price: number;
  quantity: number;
  /** Shown in red under the line (e.g. not enough in stock at checkout). */
  warning?: string | null;
}

function Thumb({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const src = resolveImageUrl(url);
  return (
    <div className={classes.thumb}>
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <IconPhotoOff size={20} stroke={1.4} aria-label={t('orders.lines.noImage')} />
      )}
    </div>
  );
}

/**
 * An order's lines: picture, brand and name (a link to the item while it exists), size, colour,
 * quantity × unit price and the line's sum, in the store currency.
 */
export function OrderLines({
  lines,
  currency,
  label,
  compact = false,
  showSku = false,
}: {
  lines: readonly ShownOrderLine[];
  currency: string;
  label: string;
  compact?: boolean;
  /** The shop's article numbers (for the admin, who picks the goods). */
  showSku?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      className={`${classes.lines} ${compact ? classes.compact : ''}`}
      aria-label={label}
    >
      {lines.map((line) => {
        const details = [
          line.size ? t('orders.lines.size', { size: sizeLabel(line.size, t) }) : null,
          line.color ? t('orders.lines.color', { color: shownColor(line.color) }) : null,
          showSku && line.sku ? t('orders.lines.sku', { sku: line.sku }) : null,
        ].filter(Boolean);
        return (
          <li key={line.key} className={classes.line} aria-label={line.name}>
            <Thumb url={line.image_url} />
            <Box miw={0}>
              {line.brand && (
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate="end">
                  {line.brand}
                </Text>
              )}
              {line.item_id !== null ? (
                <Anchor
                  component={Link}
                  to={paths.item.build(line.item_id)}
                  c="dark.8"
                  fw={600}
                  size="sm"
                  lineClamp={2}
                >
                  {line.name}
                </Anchor>
              ) : (
                <Text fw={600} size="sm" lineClamp={2}>
                  {line.name}
                </Text>
              )}
              {details.length > 0 && (
                <Text size="xs" c="dimmed">
                  {details.join(' · ')}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('orders.lines.quantity', {
                  quantity: line.quantity,
                  price: formatPrice(line.price, currency),
                })}
              </Text>
              {line.warning && (
                <Text size="xs" c="red.7" fw={600}>
                  {line.warning}
                </Text>
              )}
            </Box>
            <Text fw={700} size="sm" className={classes.lineTotal}>
              {formatPrice(line.price * line.quantity, currency)}
            </Text>
          </li>
        );
      })}
    </Box>
  );
}

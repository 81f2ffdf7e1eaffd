import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  type MantineColor,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTicket } from '@tabler/icons-react';
import type { PromoCode } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmptyState } from '@/components/empty-state';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate, formatPrice } from '@/lib/format';
import { usePromoCodes } from '../api/get-promo-codes';
import { PromoCodeForm } from './promo-code-form';

type State = 'active' | 'off' | 'expired' | 'scheduled' | 'usedUp';
const STATE_COLORS: Record<State, MantineColor> = {
  active: 'green',
  off: 'gray',
  expired: 'gray',
  scheduled: 'blue',
  usedUp: 'orange',
};

/** Whether a shopper could use the code now, and if not, why. */
function promoCodeState(code: PromoCode, now = Date.now()): State {
  if (!code.is_active) return 'off';
  if (code.ends_at && Date.parse(code.ends_at) <= now) return 'expired';
  if (code.starts_at && Date.parse(code.starts_at) > now) return 'scheduled';
  if (code.usage_limit !== null && code.used_count >= code.usage_limit) return 'usedUp';
  return 'active';
}

/** «−10 % · заказ от 20 000 ₸ · только: Обувь · один раз на покупателя». */
function useTerms(code: PromoCode): string {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const off =
    code.kind === 'percent'
      ? t('adminPromoCodes.percentOff', { value: code.value })
      : t('adminPromoCodes.amountOff', { value: formatPrice(code.value, currency) });
  return [
    off,
    code.min_order_total !== null &&
      t('adminPromoCodes.minTotal', { sum: formatPrice(code.min_order_total, currency) }),
    code.categories.length
      ? t('adminPromoCodes.someCategories', {
          list: code.categories.map((c) => t(`catalog.categories.${c}`)).join(', '),
        })
      : t('adminPromoCodes.allCategories'),
    code.once_per_customer && t('adminPromoCodes.oncePerCustomer'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** «с 1 дек. 2026 г. по 31 дек. 2026 г.», or «бессрочно». */
function usePeriod(code: PromoCode): string {
  const { t } = useTranslation();
  const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });
  const parts = [
    code.starts_at && t('adminPromoCodes.from', { date: day(code.starts_at) }),
    // The last day the code works is the one before `ends_at`.
    code.ends_at &&
      t('adminPromoCodes.to', { date: day(new Date(Date.parse(code.ends_at) - 1).toISOString()) }),
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : t('adminPromoCodes.noDates');
}

function PromoCodeCard({ code, onEdit }: { code: PromoCode; onEdit: () => void }) {
  const { t } = useTranslation();
  const state = promoCodeState(code);
  const terms = useTerms(code);
  const period = usePeriod(code);
  return (
    <Paper component="li" withBorder p="md" radius="md" bg="white" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={700} ff="monospace" fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {code.code}
        </Text>
        <Badge color={STATE_COLORS[state]} variant="light" style={{ flex: 'none' }}>
          {t(`adminPromoCodes.state.${state}`)}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        {terms}
      </Text>
      <Text size="sm" c="dimmed">
        {period}
      </Text>
      <Group justify="space-between" align="center" mt="sm" gap="xs">
        <Text size="sm" fw={500}>
          {code.usage_limit !== null
            ? t('adminPromoCodes.usesOf', { used: code.used_count, limit: code.usage_limit })
            : code.used_count > 0
              ? t('adminPromoCodes.uses', { count: code.used_count })
              : t('adminPromoCodes.usesNone')}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          aria-label={t('adminPromoCodes.editLabel', { code: code.code })}
          onClick={onEdit}
        >
          {t('adminPromoCodes.edit')}
        </Button>
      </Group>
    </Paper>
  );
}

/** /admin/promo-codes: every code with its terms and uses; a new one or a change in a dialog. */
export function PromoCodesPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminPromoCodes.title'));
  const query = usePromoCodes();
  const phone = useMediaQuery('(max-width: 36em)');
  // null: closed; 'new': a new code; otherwise the code being changed.
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const close = () => setEditing(null);

  const list = () => {
    if (query.isError)
      return (
        <LoadError
          message={t('adminPromoCodes.loadFailed')}
          toastId="promo-codes-load-failed"
          onRetry={() => void query.refetch()}
        />
      );
    if (query.isPending) return <ListLoading />;
    if (!query.data.length)
      return (
        <EmptyState
          icon={<IconTicket size={32} />}
          title={t('adminPromoCodes.empty')}
          text={t('adminPromoCodes.emptyHint')}
        />
      );
    return (
      <SimpleGrid
        component="ul"
        aria-label={t('adminPromoCodes.listLabel')}
        cols={{ base: 1, md: 2 }}
        spacing="md"
        p={0}
        m={0}
      >
        {query.data.map((code) => (
          <PromoCodeCard key={code.id} code={code} onEdit={() => setEditing(code)} />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="md">
      <AdminPageHeader
        title={t('adminPromoCodes.title')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('adminPromoCodes.add')}
          </Button>
        }
      />
      {list()}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={
          editing === 'new' || editing === null
            ? t('adminPromoCodes.add')
            : t('adminPromoCodes.editTitle', { code: editing.code })
        }
        size="lg"
        fullScreen={phone}
      >
        {editing !== null && (
          <PromoCodeForm code={editing === 'new' ? null : editing} onDone={close} />
        )}
      </Modal>
    </Stack>
  );
}

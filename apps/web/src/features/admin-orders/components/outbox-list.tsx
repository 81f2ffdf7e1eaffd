import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  type MantineColor,
} from '@mantine/core';
import { IconInfoCircle, IconMail, IconSend } from '@tabler/icons-react';
import { orderNumber, type EmailState, type OutboxEmail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { ListPager } from '@/components/list-pager';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { errorTextOr } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOutbox } from '../api/get-outbox';
import { useRetryEmail } from '../api/retry-email';
import classes from './admin-orders.module.css';

const STATE_COLORS: Record<EmailState, MantineColor> = {
  pending: 'orange',
  sent: 'green',
  failed: 'red',
  kept: 'gray',
};

/** «Отправить снова»: for an email that failed, or was kept before SMTP was set up. */
function RetryButton({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation();
  const retry = useRetryEmail();
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconSend size={14} />}
      loading={retry.isPending}
      onClick={() =>
        retry.mutate(email.id, {
          onSuccess: () => notifySuccess(t('adminOrders.emails.retried', { to: email.to })),
          onError: (error) =>
            notifyError(errorTextOr(error, t('adminOrders.emails.retryFailed')), {
              id: 'admin-email-retry-failed',
            }),
        })
      }
    >
      {t('adminOrders.emails.retry')}
    </Button>
  );
}

function EmailCard({
  email,
  withOrder,
  canRetry,
}: {
  email: OutboxEmail;
  withOrder: boolean;
  canRetry: boolean;
}) {
  const { t } = useTranslation();
  const retryable = canRetry && (email.state === 'failed' || email.state === 'kept');
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg="white" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Box miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {email.subject}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('adminOrders.emails.to', { to: email.to })} ·{' '}
            {formatDate(email.sent_at ?? email.created_at, {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </Text>
        </Box>
        <Badge color={STATE_COLORS[email.state]} variant="light" style={{ flex: 'none' }}>
          {t(`adminOrders.emails.state.${email.state}`)}
        </Badge>
      </Group>
      {(withOrder && email.order_id !== null) ||
      email.attempts > 0 ||
      email.last_error ||
      retryable ? (
        <Group gap="md" mt={4}>
          {withOrder && email.order_id !== null && (
            <Anchor component={Link} to={paths.admin.order.build(email.order_id)} size="xs">
              {t('adminOrders.emails.order', { number: orderNumber(email.order_id) })}
            </Anchor>
          )}
          {email.attempts > 0 && (
            <Text size="xs" c="dimmed">
              {t('adminOrders.emails.attempts', { count: email.attempts })}
            </Text>
          )}
          {email.last_error && (
            <Text size="xs" c="red.7" style={{ overflowWrap: 'anywhere' }}>
              {t('adminOrders.emails.error', { error: email.last_error })}
            </Text>
          )}
          {retryable && <RetryButton email={email} />}
        </Group>
      ) : null}
      <Box component="details" mt={6}>
        <Text component="summary" size="xs" c="wine.7" style={{ cursor: 'pointer' }}>
          {t('adminOrders.emails.showText')}
        </Text>
        <pre className={classes.emailText}>{email.text}</pre>
      </Box>
    </Paper>
  );
}

/**
 * The email outbox: what the shop sent or keeps (without SMTP every email waits here), newest
 * first; with SMTP an email that failed or was kept can be sent again. With `orderId` only that order's emails, without paging.
 */
export function OutboxList({
  orderId = null,
  page = 1,
  onPage,
}: {
  orderId?: number | null;
  page?: number;
  onPage?: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useOutbox({ page, orderId });
  const emails = query.data?.items ?? [];

  if (query.isError) {
    return (
      <LoadError
        message={t('adminOrders.emails.loadFailed')}
        toastId="admin-outbox-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <ListLoading />;
  const hasNext = query.data.page * query.data.page_size < query.data.total;
  return (
    <Stack gap="sm">
      {orderId === null && (
        <Alert
          color={query.data.smtp_configured ? 'teal' : 'yellow'}
          variant="light"
          icon={<IconInfoCircle size={18} />}
        >
          {query.data.smtp_configured
            ? t('adminOrders.emails.smtpOn')
            : t('adminOrders.emails.smtpOff')}
        </Alert>
      )}
      {emails.length === 0 ? (
        orderId === null ? (
          <EmptyState
            icon={<IconMail size={32} />}
            title={t('adminOrders.emails.empty')}
            headingOrder={3}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('adminOrders.emails.empty')}
          </Text>
        )
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('adminOrders.emails.label')}>
          {emails.map((email) => (
            <EmailCard
              key={email.id}
              email={email}
              withOrder={orderId === null}
              canRetry={query.data.smtp_configured}
            />
          ))}
        </Stack>
      )}
      {onPage && <ListPager page={page} hasNext={hasNext} onChange={onPage} />}
    </Stack>
  );
}

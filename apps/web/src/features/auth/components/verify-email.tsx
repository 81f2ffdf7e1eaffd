import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { useSession } from '@/lib/session';
import { useConfirmEmail } from '../api/email-links';
import { forgetCheckoutReturn, isCheckoutReturnPending } from '../checkout-return';

/**
 * Follows the link from a confirmation email: once, as the page opens (the link works only once,
 * so a second render must not send it again).
 */
export function VerifyEmail({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  const { status } = useSession();
  const { mutate } = confirm;
  const sent = useRef(false);
  // Signed up on the way to the checkout: the way back there comes first.
  const [toCheckout] = useState(isCheckoutReturnPending);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess)
    return (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={t('auth.verify.done')}
          role="status"
        >
          {t('auth.verify.doneText', { email: confirm.data.email })}
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: status === 'authenticated' ? 2 : 1 }} spacing="sm">
          {toCheckout ? (
            <Button component={Link} to={paths.checkout} onClick={forgetCheckoutReturn}>
              {t('auth.verify.toCheckout')}
            </Button>
          ) : (
            <Button component={Link} to={paths.items}>
              {t('auth.verify.toShop')}
            </Button>
          )}
          {status === 'authenticated' && (
            <Button component={Link} to={paths.settings} variant="default">
              {t('auth.verify.toSettings')}
            </Button>
          )}
        </SimpleGrid>
      </Stack>
    );
  if (confirm.isError || !token)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('auth.verify.failed')}
        role="alert"
      >
        {token ? errorMessage(confirm.error) : t('auth.reset.noToken')}
      </Alert>
    );
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('auth.verify.checking')}</Text>
    </Group>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n/i18n';

const MODAL_ID = 'auth-required';

function AuthRequiredModalBody({ loginState }: { loginState: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => modals.close(MODAL_ID);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('auth.required.text')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          {t('auth.required.close')}
        </Button>
        <Button
          onClick={() => {
            close();
            // The gate's own redirect may still be waiting for the sign-in page's code: go there
            // the same way, so the way back to the protected page is kept.
            if (location.pathname !== paths.login) {
              void navigate(paths.login, { replace: true, state: loginState });
            }
          }}
        >
          {t('auth.required.login')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The 'Требуется авторизация' modal (offers to close or to log in). `loginState` is the router
 * state /login gets (where to return after signing in). Needs the ModalsProvider inside the
 * router, which the root route provides. Opening it again replaces it.
 */
export function openAuthRequiredModal(loginState?: unknown): void {
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    title: i18n.t('auth.required.title'),
    children: <AuthRequiredModalBody loginState={loginState} />,
  });
}

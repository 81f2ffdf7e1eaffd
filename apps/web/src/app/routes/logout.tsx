import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';

/**
 * /logout: signs out (server errors ignored, local tokens cleared) and goes to /.
 * Not behind the sign-in gate: signing out must not trigger 'Требуется авторизация'.
 */
export function LogoutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync: logout } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => navigate(paths.landing, { replace: true }));
  }, [logout, navigate]);

  return <FullPageLoader label={t('auth.loggingOut')} />;
}

import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '@/lib/pwa/install-prompt';

/** Element id of the install offer; only one of the variants is on screen at a time. */
export const INSTALL_BUTTON_ID = 'install-button';

/**
 * 'Установить приложение': rendered only after the browser offered installation and while the
 * app is not running standalone; gone once the user answered or the app was installed.
 */
export function InstallButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      id={INSTALL_BUTTON_ID}
      variant="light"
      leftSection={<IconDownload size={16} />}
      onClick={() => void install()}
      {...props}
    >
      {t('pwa.install')}
    </Button>
  );
}

import { Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '@/lib/pwa/install-prompt';
import { INSTALL_BUTTON_ID } from './install-button';

// Apart from install-button.tsx so that the guest layout's button does not bring Mantine's Menu
// (and floating-ui) to the landing.
/** The same offer as an entry of a dropdown menu (signed-in layout: avatar and burger menus). */
export function InstallMenuItem() {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Item
        id={INSTALL_BUTTON_ID}
        leftSection={<IconDownload size={16} />}
        onClick={() => void install()}
      >
        {t('pwa.install')}
      </Menu.Item>
    </>
  );
}

import { Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LanguageTrigger } from './language-trigger';
import { LanguageMenuItems } from './language-menu-items';

/**
 * The guests' language menu, loaded by language-button.tsx when first pressed: it opens at once
 * and takes the focus the plain button had.
 */
export default function LanguageMenu() {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => target.current?.focus(), []);
  return (
    <Menu position="bottom-end" width={180} withinPortal defaultOpened>
      <Menu.Target>
        <LanguageTrigger ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}

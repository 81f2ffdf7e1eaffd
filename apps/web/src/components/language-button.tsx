import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/i18n';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/** The round «language» button; the same before and after the menu's code is there. */
export function LanguageTrigger({
  ref,
  ...props
}: ActionIconProps & {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={t('language.current', { name: t(`language.names.${current}`) })}
      {...props}
    >
      <IconLanguage size={21} stroke={1.7} />
    </ActionIcon>
  );
}

/**
 * A compact language menu for headers without an account menu (guests). Mantine's Menu (with
 * floating-ui) is loaded when the button is first pointed at, focused or pressed, not with the
 * landing, whose JavaScript is kept small; the menu then opens where the button was, focused.
 */
export function LanguageButton() {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <LanguageTrigger
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    />
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu />
    </Suspense>
  );
}

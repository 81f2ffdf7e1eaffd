import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/i18n';

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

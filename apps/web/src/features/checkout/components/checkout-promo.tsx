import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { PROMO_CODE_LIMITS } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import type { PromoCodeState } from '../hooks/use-promo-code';

/**
 * «Промокод» with «Применить»: the discount shows in the totals before paying; a refusal says why
 * under the field. Not a form of its own (it sits inside the checkout's form): Enter applies the
 * code instead of placing the order.
 */
export function CheckoutPromo({ promo, currency }: { promo: PromoCodeState; currency: string }) {
  const { t } = useTranslation();
  if (promo.applied) {
    const { code, discount } = promo.applied;
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="checkout-promo-applied">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconCircleCheck
            size={18}
            color="var(--mantine-color-green-7)"
            style={{ flex: 'none' }}
          />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('checkout.promo.applied', { code, sum: formatPrice(discount, currency) })}
          </Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          leftSection={<IconX size={14} />}
          aria-label={t('checkout.promo.removeLabel', { code })}
          onClick={promo.remove}
          style={{ flex: 'none' }}
        >
          {t('checkout.promo.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        label={t('checkout.promo.label')}
        placeholder={t('checkout.promo.placeholder')}
        maxLength={PROMO_CODE_LIMITS.codeMax}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={promo.typed}
        error={promo.error}
        onChange={(event) => promo.setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          promo.apply();
        }}
      />
      <Button variant="light" mt={25} loading={promo.pending} onClick={promo.apply}>
        {t('checkout.promo.apply')}
      </Button>
    </Group>
  );
}

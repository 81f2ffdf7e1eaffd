import { GENDERS, type Gender } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '@/components/segmented-choice';

/**
 * «Все · Женщинам · Мужчинам» above the catalogue, as fashion shops split their shop (decision
 * 029): the same filter as 'Для кого' in the drawer, one tap away. Unisex and kids stay in the
 * drawer (kids appear there once the catalogue has any).
 */
export function GenderTabs({
  value,
  onChange,
}: {
  value: Gender | undefined;
  onChange: (gender: Gender | undefined) => void;
}) {
  const { t } = useTranslation();
  const shown = ['women', 'men'].includes(value ?? 'women')
    ? ['women', 'men']
    : ['women', 'men', value!];
  return (
    <SegmentedChoice
      value={value ?? 'all'}
      onChange={(next) =>
        onChange((GENDERS as readonly string[]).includes(next) ? (next as Gender) : undefined)
      }
      data={[
        { value: 'all', label: t('catalog.genders.all') },
        ...shown.map((gender) => ({
          value: gender,
          label: t(`catalog.genders.${gender as Gender}`),
        })),
      ]}
      label={t('catalog.filters.gender')}
    />
  );
}

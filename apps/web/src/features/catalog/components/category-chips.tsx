import { Chip, Group } from '@mantine/core';
import { CATEGORIES, type Category } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import classes from './category-chips.module.css';

/** Quick category chips above the grid: 'Все', Верх, Низ, Обувь, Аксессуары, Ароматы. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: Category | undefined;
  onChange: (category: Category | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chip.Group
      multiple={false}
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as Category))}
    >
      <Group
        gap={8}
        wrap="nowrap"
        className={classes.row}
        role="radiogroup"
        aria-label={t('catalog.categoryChips')}
      >
        <Chip value="all" variant="outline" radius="xl">
          {t('catalog.allCategories')}
        </Chip>
        {CATEGORIES.map((category) => (
          <Chip key={category} value={category} variant="outline" radius="xl">
            {t(`catalog.categories.${category}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

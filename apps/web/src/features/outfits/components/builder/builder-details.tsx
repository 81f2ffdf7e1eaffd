import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORIES, OUTFIT_DESCRIPTION_MAX_LENGTH, OUTFIT_NAME_MAX_LENGTH } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { shownStyle } from '@/lib/value-words';
import { styleOptions, type BuilderValues } from '../../builder-form';

/** «Детали образа»: the name and style (both required), a description, and whether it is public. */
export function BuilderDetails({ form }: { form: UseFormReturnType<BuilderValues> }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="builder-details" gap="sm" title={t('outfits.builder.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('outfits.builder.name')}
          placeholder={t('outfits.builder.namePlaceholder')}
          withAsterisk
          // No maxLength: a pasted name would be cut mid-word without a word; saving says it.
          description={
            form.values.name.length > OUTFIT_NAME_MAX_LENGTH - 20
              ? t('outfits.builder.nameLength', {
                  length: form.values.name.length,
                  max: OUTFIT_NAME_MAX_LENGTH,
                })
              : undefined
          }
          {...form.getInputProps('name')}
        />
        <Select
          label={t('outfits.builder.style')}
          placeholder={t('outfits.builder.stylePlaceholder')}
          withAsterisk
          data={styleOptions(form.values.style).map((style) => ({
            value: style,
            label: shownStyle(style),
          }))}
          allowDeselect={false}
          size="md"
          radius="md"
          {...form.getInputProps('style')}
          value={form.values.style || null}
          onChange={(value) => form.setFieldValue('style', value ?? '')}
        />
      </SimpleGrid>
      <Textarea
        label={t('outfits.builder.description')}
        placeholder={t('outfits.builder.descriptionPlaceholder')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={OUTFIT_DESCRIPTION_MAX_LENGTH}
        radius="md"
        {...form.getInputProps('description')}
      />
      <Switch
        label={t('outfits.builder.isPublic')}
        description={
          CATEGORIES.some((slot) => form.values.pieces[slot].length > 0)
            ? t('outfits.builder.own.privateHint')
            : t('outfits.builder.isPublicHint')
        }
        color="wine"
        {...form.getInputProps('is_public', { type: 'checkbox' })}
      />
    </SectionCard>
  );
}

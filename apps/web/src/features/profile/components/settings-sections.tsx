import {
  Box,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { BIRTH_DATE_MIN, PROFILE_TAGS_MAX } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsFormState } from '../hooks/use-settings-form';
import { localToday, MEASUREMENTS } from '../profile-form';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type Form = SettingsFormState['form'];

/** «Личные данные»: the name, the phone, the birth date; the address is shown, changed elsewhere. */
export function PersonalSection({ form, email }: { form: Form; email: string }) {
  const { t } = useTranslation();
  return (
    <Section id="personal-title" title={t('settings.sections.personal')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('settings.fields.firstName')}
          autoComplete="given-name"
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={t('settings.fields.lastName')}
          autoComplete="family-name"
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label={t('settings.fields.phone')}
          placeholder="+7 701 123 45 67"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...form.getInputProps('phone_number')}
        />
        <TextInput
          label={t('settings.fields.birthDate')}
          type="date"
          max={localToday()}
          min={BIRTH_DATE_MIN}
          autoComplete="bday"
          {...form.getInputProps('date_of_birth')}
        />
      </SimpleGrid>
      <TextInput
        mt="md"
        label={t('settings.fields.email')}
        value={email}
        readOnly
        variant="filled"
        description={t('settings.emailHint')}
      />
    </Section>
  );
}

/** «Параметры фигуры»: the measurements, with their units. */
export function BodySection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const unit = (key: 'cm' | 'kg') => (
    <Box component="span" fz="sm" c="dimmed" pr={6}>
      {t(`settings.units.${key}`)}
    </Box>
  );
  return (
    <Section id="body-title" title={t('settings.sections.body')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {MEASUREMENTS.map((field) => (
          <NumberInput
            key={field}
            label={t(`settings.fields.${field}`)}
            size="md"
            {...NUMBER_AS_TYPED}
            decimalScale={1}
            decimalSeparator=","
            hideControls
            inputMode="decimal"
            rightSection={unit(field === 'weight' ? 'kg' : 'cm')}
            rightSectionWidth={36}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** «Предпочтения»: favourite colours and brands as tags. */
export function PreferencesSection({
  tagsInputProps,
}: {
  tagsInputProps: SettingsFormState['tagsInputProps'];
}) {
  const { t } = useTranslation();
  const tags = (field: 'favorite_colors' | 'favorite_brands', label: string) => (
    <TagsInput
      size="md"
      label={label}
      placeholder={t('settings.tagsPlaceholder')}
      description={t('settings.tagsHint')}
      maxTags={PROFILE_TAGS_MAX}
      clearable
      splitChars={[',', ';']}
      {...tagsInputProps(field)}
    />
  );
  return (
    <Section id="prefs-title" title={t('settings.sections.preferences')}>
      <Stack gap="md">
        {tags('favorite_colors', t('settings.fields.colors'))}
        {tags('favorite_brands', t('settings.fields.brands'))}
      </Stack>
    </Section>
  );
}

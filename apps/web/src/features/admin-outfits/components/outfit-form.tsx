import {
  Accordion,
  Button,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { STORE_STYLES, type Outfit } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SchemaForm } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { useOutfitForm } from '../hooks/use-outfit-form';
import {
  formatIds,
  parseIds,
  SLOT_KEYS,
  type OutfitFormValues,
  type PickedItem,
} from '../outfit-form';
import { SlotPicker } from './slot-picker';

type OutfitFormApi = UseFormReturnType<OutfitFormValues>;

/** The outfit's name and style (required), its description and whether the shop shows it. */
function OutfitDetailsFields({ form }: { form: OutfitFormApi }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder bg="white" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('admin.outfits.form.name')}
            required
            {...form.getInputProps('name')}
          />
          <Select
            size="md"
            radius="md"
            label={t('admin.outfits.form.style')}
            required
            data={[...STORE_STYLES]}
            allowDeselect={false}
            {...form.getInputProps('style')}
            onChange={(value) => form.setFieldValue('style', value ?? '')}
          />
        </SimpleGrid>
        <Textarea
          size="md"
          radius="md"
          label={t('admin.outfits.form.description')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <Switch
          label={t('admin.outfits.form.isPublic')}
          description={t('admin.outfits.form.isPublicHint')}
          {...form.getInputProps('is_public', { type: 'checkbox' })}
        />
      </Stack>
    </Paper>
  );
}

/** The slots' ids typed by hand, comma-separated, folded away under «advanced». */
function SlotIdsFields({ form }: { form: OutfitFormApi }) {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained" mt="md" radius="md">
      <Accordion.Item value="ids">
        <Accordion.Control>{t('admin.outfits.form.advanced')}</Accordion.Control>
        <Accordion.Panel>
          <Text size="xs" c="dimmed" mb="sm">
            {t('admin.outfits.form.advancedHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SLOT_KEYS.map(([category, key]) => (
              <TextInput
                key={key}
                label={t('admin.outfits.form.idsLabel', {
                  slot: t(`catalog.categories.${category}`),
                })}
                inputMode="numeric"
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The outfit's items: a picker per slot, and the same slots as typed ids. */
function OutfitItemsSection({
  form,
  known,
  remember,
}: {
  form: OutfitFormApi;
  known: ReadonlyMap<number, PickedItem>;
  remember: (item: PickedItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder bg="white" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={3} fz="h4" mb="md">
        {t('admin.outfits.form.items')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {SLOT_KEYS.map(([category, key]) => {
          const ids = parseIds(form.values[key]) ?? [];
          return (
            <SlotPicker
              key={category}
              category={category}
              ids={ids}
              known={known}
              error={form.errors[key] as string | undefined}
              onAdd={(item) => {
                remember(item);
                form.setFieldValue(key, formatIds([...ids, item.id]));
              }}
              onRemove={(id) =>
                form.setFieldValue(key, formatIds(ids.filter((other) => other !== id)))
              }
            />
          );
        })}
      </SimpleGrid>
      <SlotIdsFields form={form} />
    </Paper>
  );
}

/**
 * The admin outfit form, create or edit: name and style (required), description, visibility,
 * and the items of each slot, picked by search or typed as comma-separated ids. Save or cancel
 * returns to the list.
 */
export function OutfitForm({ outfit }: { outfit?: Outfit }) {
  const { t } = useTranslation();
  const { form, submit, refused, formError, saving, known, remember } = useOutfitForm(outfit);
  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      onInvalid={refused}
      aria-label={t('admin.outfits.form.label')}
      leaveGuard
      error={formError}
      alertFirst
      gap="md"
      pending={saving}
      submitLabel={outfit ? t('admin.common.save') : t('admin.common.create')}
      submitProps={{ maw: { sm: 200 } }}
      actions={
        <Button component={Link} to={paths.admin.outfits} variant="default" maw={{ sm: 160 }}>
          {t('admin.common.cancel')}
        </Button>
      }
      actionsProps={{ gap: 'sm', grow: true, preventGrowOverflow: false }}
    >
      <OutfitDetailsFields form={form} />
      <OutfitItemsSection form={form} known={known} remember={remember} />
    </SchemaForm>
  );
}

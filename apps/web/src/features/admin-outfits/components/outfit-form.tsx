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
import { STORE_STYLES, type Outfit } from '@shop/contract';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaForm, type SchemaFormSubmit } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateAdminOutfit } from '../api/create-admin-outfit';
import { useUpdateAdminOutfit } from '../api/update-admin-outfit';
import {
  buildOutfitWrite,
  formatIds,
  hasNoItems,
  NEW_OUTFIT_VALUES,
  outfitItems,
  outfitToFormValues,
  parseIds,
  SLOT_KEYS,
  outfitRules,
  type OutfitFormValues,
  type PickedItem,
} from '../outfit-form';
import { SlotPicker } from './slot-picker';

/**
 * The admin outfit form, create or edit: name and style (required), description, visibility,
 * and the items of each slot, picked by search or typed as comma-separated ids. Save or cancel
 * returns to the list.
 */
export function OutfitForm({ outfit }: { outfit?: Outfit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAdminOutfit();
  const update = useUpdateAdminOutfit();
  const [formError, setFormError] = useState<string | null>(null);
  // Names and pictures of the items the slots show (ids typed by hand have none).
  const [known, setKnown] = useState<Map<number, PickedItem>>(
    () => new Map(outfit ? outfitItems(outfit).map((item) => [item.id, item]) : []),
  );

  const form = useSchemaForm<OutfitFormValues>({
    mode: 'controlled',
    initialValues: outfit ? outfitToFormValues(outfit) : NEW_OUTFIT_VALUES,
    ...outfitRules,
  });

  const fail = (error: unknown) =>
    applyFormError(form, error, {
      fallback: t('admin.common.saveFailed'),
      setFormError,
      toastId: 'admin-outfit-save-failed',
    });

  const submit = (values: OutfitFormValues, { release }: SchemaFormSubmit) => {
    setFormError(null);
    if (hasNoItems(values)) {
      const message = t('admin.outfits.form.noItems');
      setFormError(message);
      notifyError(message, { id: 'admin-outfit-no-items' });
      return;
    }
    const body = buildOutfitWrite(values);
    const done = (message: string) => {
      notifySuccess(message);
      release();
      void navigate(paths.admin.outfits);
    };
    if (outfit)
      return update.mutateAsync(
        { id: outfit.id, body },
        { onSuccess: () => done(t('admin.outfits.form.updated')), onError: fail },
      );
    return create.mutateAsync(body, {
      onSuccess: () => done(t('admin.outfits.form.created')),
      onError: fail,
    });
  };
  const refused = (errors: FormErrors) => {
    if (errors.name || errors.style)
      notifyError(t('admin.outfits.form.requiredFields'), { id: 'admin-outfit-required' });
  };

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
      pending={create.isPending || update.isPending}
      submitLabel={outfit ? t('admin.common.save') : t('admin.common.create')}
      submitProps={{ maw: { sm: 200 } }}
      actions={
        <Button component={Link} to={paths.admin.outfits} variant="default" maw={{ sm: 160 }}>
          {t('admin.common.cancel')}
        </Button>
      }
      actionsProps={{ gap: 'sm', grow: true, preventGrowOverflow: false }}
    >
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
                  setKnown((map) => new Map(map).set(item.id, item));
                  form.setFieldValue(key, formatIds([...ids, item.id]));
                }}
                onRemove={(id) =>
                  form.setFieldValue(key, formatIds(ids.filter((other) => other !== id)))
                }
              />
            );
          })}
        </SimpleGrid>
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
      </Paper>
    </SchemaForm>
  );
}

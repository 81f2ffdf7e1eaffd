import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Loader,
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
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import {
  CATEGORIES,
  OUTFIT_DESCRIPTION_MAX_LENGTH,
  OUTFIT_NAME_MAX_LENGTH,
  OUTFIT_SLOT_MAX_ITEMS,
  type Category,
  type Outfit,
} from '@shop/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSavedPhoto } from '@/api/get-saved-photo';
import { paths } from '@/config/paths';
import { applyFormError } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useCreateOutfit } from '../../api/create-outfit';
import { useUpdateOutfit } from '../../api/update-outfit';
import {
  addPick,
  chosenItems,
  emptyBuilderValues,
  isChosen,
  isSlotFull,
  ITEM_FIELDS,
  missingRequired,
  removePick,
  styleOptions,
  togglePick,
  toTryOnRequest,
  toWritePayload,
  valuesFromOutfit,
  wrapIndex,
  type BuilderPick,
  type BuilderSelection,
  type BuilderValues,
} from '../../builder-form';
import {
  draftKey,
  keepAvailable,
  readDraft,
  sameItemSet,
  type PhotoChoice,
} from '../../builder-draft';
import { useBuilderCatalogue } from '../../hooks/use-builder-catalogue';
import { useBuilderDraft } from '../../hooks/use-builder-draft';
import { useLeaveGuard } from '../../hooks/use-leave-guard';
import { useTryOn } from '../../hooks/use-try-on';
import classes from './builder.module.css';
import { CategoryCarousel } from './category-carousel';
import { ItemSearch } from './item-search';
import { SavedPhotoChoice } from './saved-photo-choice';
import { TryOnPanel } from './try-on-panel';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';

const NO_INDICES: Record<Category, number> = {
  top: 0,
  bottom: 0,
  footwear: 0,
  accessory: 0,
  fragrance: 0,
};

/**
 * The outfit builder ('Создание образа' at /outfits/new and /outfits/builder, 'Редактирование
 * образа' for `outfit`): name, style and an optional description; the product search; a carousel
 * per category; on the right the photo, the try-on preview, the approximate total and
 * 'Собрать образ'; then 'Создать образ' / 'Сохранить изменения'.
 *
 * Submitting checks the name and style ('Заполните обязательные поля') and that something is
 * chosen ('Пустой образ' / 'Добавьте хотя бы один предмет'); what the server refuses lands under
 * its field (the slot lists under the chosen items). The try-on made here goes with the outfit.
 *
 * The photo kept in the settings is chosen from the start. A draft (fields, items, photo) is
 * kept per user and outfit until it is saved, restored on the next visit with 'Восстановлен
 * черновик', and leaving with unsaved changes asks first.
 */
export function OutfitBuilder({ outfit }: { outfit?: Outfit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = outfit !== undefined;
  const catalogue = useBuilderCatalogue();
  const create = useCreateOutfit();
  const update = useUpdateOutfit(outfit?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const tryOn = useTryOn();
  const [indices, setIndices] = useState(NO_INDICES);
  const user = useCurrentUser();
  const key = user ? draftKey(user.id, outfit?.id ?? null) : null;
  const [baseline] = useState(() => (outfit ? valuesFromOutfit(outfit) : emptyBuilderValues()));
  const [initialDraft] = useState(() => (key ? readDraft(key) : null));
  const [photo, setPhoto] = useState<PhotoChoice | null>(
    () => initialDraft?.photo ?? { source: 'settings' },
  );
  const savedPhotoUrl = useSavedPhoto();
  const photoUrl = photo?.source === 'upload' ? photo.url : photo ? savedPhotoUrl : null;
  const form = useForm<BuilderValues>({
    mode: 'controlled',
    initialValues: initialDraft?.values ?? baseline,
  });
  const selection = form.values.items;
  const { setFieldValue, getValues } = form;
  // Items of a restored draft that are gone from the shop leave it without a word.
  const dropGone = useCallback(
    (available: number[]) => setFieldValue('items', keepAvailable(getValues().items, available)),
    [setFieldValue, getValues],
  );
  const draft = useBuilderDraft({
    key,
    initial: initialDraft,
    baseline,
    values: form.values,
    photo,
    onAvailable: dropGone,
  });
  const guard = useLeaveGuard(draft.dirty || tryOn.state.status === 'done');

  useEffect(() => {
    if (catalogue.isError)
      notifyError(t('outfits.builder.loadItemsFailed'), { id: 'builder-items' });
  }, [catalogue.isError, t]);

  const setSelection = (next: BuilderSelection) => {
    if (next === selection) return;
    form.setFieldValue('items', next);
    form.clearFieldError('items');
    // A try-on shows the items it was made with: a new choice needs a new one.
    if (tryOn.state.status !== 'idle') tryOn.reset();
  };

  const slotFull = (category: Category) =>
    notifyError(
      t('outfits.builder.slotFull', {
        category: t(`outfits.slots.${category}`),
        max: OUTFIT_SLOT_MAX_ITEMS,
      }),
      { id: 'builder-slot-full' },
    );

  const toggle = (item: BuilderPick) => {
    if (!isChosen(selection, item) && isSlotFull(selection, item.category)) {
      slotFull(item.category);
      return;
    }
    setSelection(togglePick(selection, item));
  };

  /** A search result joins its category's set, and that carousel turns to it when it holds it. */
  const pickFromSearch = (item: BuilderPick) => {
    if (!isChosen(selection, item) && isSlotFull(selection, item.category)) {
      slotFull(item.category);
      return;
    }
    setSelection(addPick(selection, item));
    const place = catalogue.items[item.category].findIndex((candidate) => candidate.id === item.id);
    if (place >= 0) setIndices((current) => ({ ...current, [item.category]: place }));
  };

  const startTryOn = () => {
    if (chosenItems(selection).length === 0) {
      notifyError(t('outfits.builder.noItemsText'), { title: t('outfits.builder.noItems') });
      return;
    }
    if (!photoUrl) {
      notifyError(t('outfits.builder.noPhotoText'), { title: t('outfits.builder.noPhoto') });
      return;
    }
    void tryOn.start(toTryOnRequest(photoUrl, selection));
  };

  const choosePhoto = (next: PhotoChoice) => {
    setPhoto(next);
    if (tryOn.state.status !== 'idle') tryOn.reset();
  };

  const discardDraft = () => {
    draft.discard();
    form.setValues(baseline);
    form.clearErrors();
    choosePhoto({ source: 'settings' });
  };

  /** Saved: the draft goes, and the way out is free. */
  const leaveSaved = (id: number) => {
    draft.clear();
    guard.release();
    void navigate(paths.outfit.build(id));
  };

  const submit = (values: BuilderValues) => {
    if (saving) return;
    const missing = missingRequired(values);
    if (missing.length > 0) {
      for (const field of missing) form.setFieldError(field, t('outfits.builder.required'));
      notifyError(t('outfits.builder.requiredText'), {
        title: t('outfits.builder.requiredTitle'),
        id: 'builder-required',
      });
      return;
    }
    if (chosenItems(values.items).length === 0) {
      notifyError(t('outfits.builder.emptyText'), {
        title: t('outfits.builder.emptyTitle'),
        id: 'builder-empty',
      });
      return;
    }
    const payload = toWritePayload(
      values,
      tryOn.state.status === 'done' ? tryOn.state.resultUrl : undefined,
    );
    const onError = (error: unknown) => {
      console.warn('[outfits] the outfit could not be saved', error);
      applyFormError(form, error, {
        fallback: editing ? t('outfits.builder.updateFailed') : t('outfits.builder.createFailed'),
        fields: ITEM_FIELDS,
        fieldTexts: { items: t('outfits.builder.itemsRefused') },
        toastId: 'builder-save',
      });
    };
    if (editing) {
      update.mutate(payload, {
        onSuccess: (saved) => {
          notifySuccess(t('outfits.builder.updatedText'), { title: t('outfits.builder.updated') });
          leaveSaved(saved.id);
        },
        onError,
      });
    } else {
      create.mutate(payload, {
        onSuccess: (saved) => {
          notifySuccess(t('outfits.builder.created'));
          leaveSaved(saved.id);
        },
        onError,
      });
    }
  };

  const title = editing ? t('outfits.builder.editTitle') : t('outfits.builder.createTitle');

  return (
    <Box
      component="form"
      onSubmit={form.onSubmit(submit, revealFirstErrorOf)}
      noValidate
      py={{ base: 'xs', sm: 'md' }}
    >
      <Stack gap={4} mb="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('outfits.builder.intro')}</Text>
      </Stack>
      {draft.restored && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHistory size={20} />}
          title={t('outfits.builder.draft.restored')}
          mb="lg"
          role="status"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('outfits.builder.draft.restoredText')}</Text>
            <Button variant="white" size="xs" color="blue" onClick={discardDraft}>
              {t('outfits.builder.draft.discard')}
            </Button>
          </Stack>
        </Alert>
      )}

      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} miw={0}>
          <Stack gap="lg">
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              bg="white"
              component="section"
              aria-labelledby="builder-details"
            >
              <Stack gap="sm">
                <Title order={2} fz="h3" id="builder-details">
                  {t('outfits.builder.details')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                  <TextInput
                    label={t('outfits.builder.name')}
                    placeholder={t('outfits.builder.namePlaceholder')}
                    withAsterisk
                    maxLength={OUTFIT_NAME_MAX_LENGTH}
                    {...form.getInputProps('name')}
                  />
                  <Select
                    label={t('outfits.builder.style')}
                    placeholder={t('outfits.builder.stylePlaceholder')}
                    withAsterisk
                    data={styleOptions(form.values.style)}
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
                  description={t('outfits.builder.isPublicHint')}
                  color="wine"
                  {...form.getInputProps('is_public', { type: 'checkbox' })}
                />
              </Stack>
            </Paper>

            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              bg="white"
              component="section"
              aria-labelledby="builder-items"
              miw={0}
            >
              <Stack gap="lg">
                <Title order={2} fz="h3" id="builder-items">
                  {t('outfits.builder.pickItems')}
                </Title>
                <ItemSearch selection={selection} onPick={pickFromSearch} />
                {form.errors.items && (
                  <Alert
                    color="red"
                    variant="light"
                    icon={<IconAlertCircle size={18} />}
                    role="alert"
                  >
                    {form.errors.items}
                  </Alert>
                )}
                {catalogue.isPending ? (
                  <Group justify="center" gap="sm" py="xl">
                    <Loader color="wine" aria-label={t('common.loading')} />
                    <Text c="dimmed" size="sm">
                      {t('outfits.builder.loading')}
                    </Text>
                  </Group>
                ) : catalogue.isError ? (
                  <Alert
                    color="red"
                    variant="light"
                    icon={<IconAlertCircle size={20} />}
                    title={t('outfits.builder.loadItemsFailed')}
                  >
                    <Button
                      variant="white"
                      color="red"
                      size="xs"
                      mt="xs"
                      onClick={catalogue.refetch}
                    >
                      {t('common.retry')}
                    </Button>
                  </Alert>
                ) : (
                  CATEGORIES.map((category) => (
                    <CategoryCarousel
                      key={category}
                      category={category}
                      items={catalogue.items[category]}
                      selection={selection}
                      index={indices[category]}
                      onIndexChange={(index) =>
                        setIndices((current) => ({
                          ...current,
                          [category]: wrapIndex(index, catalogue.items[category].length),
                        }))
                      }
                      onToggle={toggle}
                      onRemove={(item) => setSelection(removePick(selection, item))}
                    />
                  ))
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} miw={0}>
          <Stack gap="md" className={classes.aside}>
            <TryOnPanel
              selection={selection}
              photoUrl={photoUrl}
              onPhoto={(url) => choosePhoto({ source: 'upload', url })}
              photoChoice={
                <SavedPhotoChoice
                  savedPhotoUrl={savedPhotoUrl}
                  inUse={photo?.source === 'settings'}
                  onUse={() => choosePhoto({ source: 'settings' })}
                  disabled={tryOn.state.status === 'generating'}
                />
              }
              state={tryOn.state}
              previousResultUrl={outfit?.tryon_image_url}
              previousResultStale={
                outfit !== undefined &&
                (outfit.tryon_is_stale || !sameItemSet(selection, baseline.items))
              }
              onTryOn={startTryOn}
            />
            <Stack gap="xs">
              <Button type="submit" size="md" fullWidth disabled={saving}>
                {saving
                  ? t('outfits.builder.saving')
                  : editing
                    ? t('outfits.builder.submitSave')
                    : t('outfits.builder.submitCreate')}
              </Button>
              <Button
                component={Link}
                to={outfit ? paths.outfit.build(outfit.id) : paths.outfits}
                variant="subtle"
                color="gray"
                fullWidth
              >
                {t('outfits.builder.cancel')}
              </Button>
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

import { Alert, Box, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { Outfit } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { useOutfitBuilder } from '../../hooks/use-outfit-builder';
import { shownResult } from '../../hooks/use-try-on';
import { BuilderAside } from './builder-aside';
import { BuilderDetails } from './builder-details';
import { BuilderItems } from './builder-items';
import { TryOnResult } from './try-on-result';

/** 'Восстановлен черновик' above the builder, with 'Удалить черновик'. */
function RestoredDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
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
        <Button variant="white" size="xs" color="blue" onClick={onDiscard}>
          {t('outfits.builder.draft.discard')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The outfit builder ('Создание образа' at /outfits/new and /outfits/builder, 'Редактирование
 * образа' for `outfit`): name, style and an optional description; the product search; a carousel
 * per category; on the right the live preview, the photo, the approximate total and
 * 'Собрать образ'; then 'Создать образ' / 'Сохранить изменения'. A try-on picture is shown
 * large across the page, labelled for what it is.
 *
 * Submitting checks the name and style ('Заполните обязательные поля') and that something is
 * chosen ('Пустой образ' / 'Добавьте хотя бы один предмет'); what the server refuses lands under
 * its field (the slot lists under the chosen items). The try-on made here goes with the outfit.
 * The form is `SchemaForm`'s, its button in the right-hand column: one request per click.
 *
 * The photo kept in the settings is chosen from the start. A draft (fields, items, photo) is
 * kept per user and outfit until it is saved, restored on the next visit with 'Восстановлен
 * черновик', and leaving with unsaved changes asks first.
 */
export function OutfitBuilder({ outfit }: { outfit?: Outfit }) {
  const { t } = useTranslation();
  const builder = useOutfitBuilder(outfit);
  const { form, draft, saving } = builder;
  return (
    <SchemaForm
      form={form}
      onSubmit={builder.save}
      onInvalid={builder.refused}
      revealInvalid={false}
      leaveGuard={t('outfits.builder.leave.text')}
      dirty={builder.unsaved}
      // While saving the button is off and says so in words rather than spinning.
      canSubmit={!saving}
      submitLabel={
        saving
          ? t('outfits.builder.saving')
          : outfit
            ? t('outfits.builder.submitSave')
            : t('outfits.builder.submitCreate')
      }
      submitProps={{ size: 'md', fullWidth: true }}
    >
      {(saveButton) => (
        <Box py={{ base: 'xs', sm: 'md' }}>
          <Stack gap={4} mb="lg">
            <Title order={1}>
              {outfit ? t('outfits.builder.editTitle') : t('outfits.builder.createTitle')}
            </Title>
            <Text c="dimmed">{t('outfits.builder.intro')}</Text>
          </Stack>
          {draft.restored && <RestoredDraftNotice onDiscard={builder.discardDraft} />}
          {/* A try-on picture spans the page: on a computer above the columns, on a phone between
              the carousels and the try-on column where it was asked for. */}
          <Grid gutter={{ base: 'lg', md: 'xl' }}>
            {shownResult(builder.tryOn.state) && (
              <Grid.Col span={12} order={{ base: 2, md: 1 }} miw={0}>
                <TryOnResult tryOn={builder.tryOn} photoUrl={builder.photoUrl} />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 1, md: 2 }} miw={0}>
              <Stack gap="lg">
                <BuilderDetails form={form} />
                <BuilderItems builder={builder} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 3, md: 3 }} miw={0}>
              <BuilderAside builder={builder} outfit={outfit} saveButton={saveButton} />
            </Grid.Col>
          </Grid>
        </Box>
      )}
    </SchemaForm>
  );
}

import { Alert, Button, FileButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_LINES, type CsvImportPreview } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useApplyItemsCsv, usePreviewItemsCsv } from '../api/import-items-csv';
import { CsvImportPreviewTable } from './csv-import-preview';

const LIMITS = { mb: CSV_IMPORT_MAX_BYTES / (1024 * 1024), lines: CSV_IMPORT_MAX_LINES };

/** The words for a file the server refused whole (its reason), else the error's own text. */
function useFileError() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!isApiError(error)) return errorMessage(error);
    if (error.code === 'PAYLOAD_TOO_LARGE') return t('adminCsvImport.fileErrors.too_large', LIMITS);
    switch (error.details?.reason) {
      case 'csv_unreadable':
      case 'csv_missing_columns':
      case 'csv_too_many_lines':
      case 'csv_has_errors':
        return t(`adminCsvImport.fileErrors.${error.details.reason}`, LIMITS);
      default:
        return errorMessage(error);
    }
  };
}

/**
 * «Загрузить CSV» beside «Скачать CSV»: a file in the export's form is checked first (the
 * preview writes nothing), then applied whole. «Применить» waits until no line has an error:
 * the file is fixed and checked again, so nothing is half applied (decision 073).
 */
export function CsvImportButton() {
  const { t } = useTranslation();
  const phone = usePhone();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportPreview | null>(null);
  const previewing = usePreviewItemsCsv();
  const applying = useApplyItemsCsv();
  const fileError = useFileError();

  function close() {
    setOpened(false);
    setFile(null);
    setPreview(null);
    previewing.reset();
  }
  useBackToClose(opened, close);

  function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    previewing.reset();
    if (chosen) previewing.mutate(chosen, { onSuccess: setPreview });
  }

  function apply() {
    if (!file) return;
    applying.mutate(file, {
      onSuccess: (result) => {
        notifySuccess(
          t('adminCsvImport.applied', {
            created: result.items_created,
            updated: result.items_updated,
          }),
        );
        close();
      },
      onError: (error) => notifyError(fileError(error), { title: t('adminCsvImport.failed') }),
    });
  }

  const errors = preview?.counts.error ?? 0;
  const changes = preview ? preview.counts.create + preview.counts.update : 0;

  return (
    <>
      <Tooltip label={t('adminCsvImport.buttonHint')} withinPortal>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconUpload size={14} />}
          onClick={() => setOpened(true)}
        >
          {t('adminCsvImport.button')}
        </Button>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={close}
        title={t('adminCsvImport.title')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('adminCsvImport.close') }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('adminCsvImport.fileHint', LIMITS)}
          </Text>
          <Group gap="sm">
            <FileButton onChange={choose} accept=".csv,text/csv">
              {(props) => (
                <Button {...props} variant="light" loading={previewing.isPending}>
                  {t('adminCsvImport.filePlaceholder')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Text size="sm" data-testid="csv-import-file">
                {file.name}
              </Text>
            )}
          </Group>
          {previewing.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {fileError(previewing.error)}
            </Alert>
          )}
          {preview && <CsvImportPreviewTable preview={preview} />}
          {preview && (
            <Group justify="flex-end" gap="sm">
              {errors > 0 && (
                <Text size="sm" c="red">
                  {t('adminCsvImport.applyBlocked')}
                </Text>
              )}
              {errors === 0 && changes === 0 && (
                <Text size="sm" c="dimmed">
                  {t('adminCsvImport.nothingToApply')}
                </Text>
              )}
              <Button
                onClick={apply}
                loading={applying.isPending}
                disabled={errors > 0 || changes === 0}
              >
                {t('adminCsvImport.apply')}
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>
    </>
  );
}

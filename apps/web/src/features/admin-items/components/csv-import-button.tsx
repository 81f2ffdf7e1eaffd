import { Alert, Button, FileButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_LINES,
  type CsvImportPreview,
  type CsvImportResult,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { notifyError } from '@/lib/notify';
import { useApplyItemsCsv, usePreviewItemsCsv } from '../api/import-items-csv';
import { CsvImportPreviewTable } from './csv-import-preview';

const LIMITS = { mb: CSV_IMPORT_MAX_BYTES / (1024 * 1024), lines: CSV_IMPORT_MAX_LINES };

/** The words for a file the server refused whole (its reason), else the error's own text. */
function useFileError() {
  const { t } = useTranslation();
  return (error: unknown): string =>
    isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE'
      ? t('adminCsvImport.fileErrors.too_large', LIMITS)
      : errorMessage(error);
}

/** What an applied file did, kept in the dialog until the admin closes it. */
function AppliedNotice({ result }: { result: CsvImportResult }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t('adminCsvImport.done')}
      data-testid="csv-import-applied"
    >
      {t('adminCsvImport.applied', {
        created: result.items_created,
        updated: result.items_updated,
      })}
    </Alert>
  );
}

/**
 * «Загрузить CSV» beside «Скачать CSV»: a file in the export's form is checked first (the
 * preview writes nothing), then applied whole. «Применить» waits until no line has an error:
 * the file is fixed and checked again, so nothing is half applied (decision 073). Once applied,
 * the dialog says what was created and changed, line by line, until the admin closes it.
 */
export function CsvImportButton() {
  const { t } = useTranslation();
  const phone = usePhone();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportPreview | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const previewing = usePreviewItemsCsv();
  const applying = useApplyItemsCsv();
  const fileError = useFileError();

  function close() {
    setOpened(false);
    setFile(null);
    setPreview(null);
    setResult(null);
    previewing.reset();
  }
  useBackToClose(opened, close);

  function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    previewing.reset();
    if (chosen) previewing.mutate(chosen, { onSuccess: setPreview });
  }

  function apply() {
    if (!file) return;
    applying.mutate(file, {
      onSuccess: setResult,
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
          {result && <AppliedNotice result={result} />}
          {preview && <CsvImportPreviewTable preview={preview} applied={result !== null} />}
          {result && (
            <Group justify="flex-end">
              <Button onClick={close}>{t('adminCsvImport.finish')}</Button>
            </Group>
          )}
          {preview && !result && (
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

import { Alert, Button, FileButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import type { CsvImportPreview, CsvImportResult } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { usePhone } from '@/hooks/use-phone';
import { CSV_LIMITS, useCsvImport } from '../hooks/use-csv-import';
import { CsvImportPreviewTable } from './csv-import-preview';

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

/** The file's button, spinning while the file is checked, and the chosen file's name. */
function CsvFilePicker({
  file,
  checking,
  onChoose,
}: {
  file: File | null;
  checking: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <FileButton onChange={onChoose} accept=".csv,text/csv">
        {(props) => (
          <Button {...props} variant="light" loading={checking}>
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
  );
}

/** «Применить» under a preview, with why it cannot be pressed: a line with an error, or no change. */
function ApplyBar({
  preview,
  applying,
  onApply,
}: {
  preview: CsvImportPreview;
  applying: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const errors = preview.counts.error;
  const changes = preview.counts.create + preview.counts.update;
  return (
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
      <Button onClick={onApply} loading={applying} disabled={errors > 0 || changes === 0}>
        {t('adminCsvImport.apply')}
      </Button>
    </Group>
  );
}

/**
 * «Загрузить CSV» beside «Скачать CSV»: a file in the export's form is checked first (the
 * preview writes nothing), then applied whole. «Применить» waits until no line has an error:
 * the file is fixed and checked again, so nothing is half applied. Once applied, the dialog says
 * what was created and changed, line by line, until the admin closes it.
 */
export function CsvImportButton() {
  const { t } = useTranslation();
  const phone = usePhone();
  const csv = useCsvImport();
  const { preview, result } = csv;

  return (
    <>
      <Tooltip label={t('adminCsvImport.buttonHint')} withinPortal>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconUpload size={14} />}
          onClick={csv.open}
        >
          {t('adminCsvImport.button')}
        </Button>
      </Tooltip>
      <Modal
        opened={csv.opened}
        onClose={csv.close}
        title={t('adminCsvImport.title')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('adminCsvImport.close') }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('adminCsvImport.fileHint', CSV_LIMITS)}
          </Text>
          <CsvFilePicker file={csv.file} checking={csv.checking} onChoose={csv.choose} />
          {csv.previewError !== null && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {csv.previewError}
            </Alert>
          )}
          {result && <AppliedNotice result={result} />}
          {preview && <CsvImportPreviewTable preview={preview} applied={result !== null} />}
          {result && (
            <Group justify="flex-end">
              <Button onClick={csv.close}>{t('adminCsvImport.finish')}</Button>
            </Group>
          )}
          {preview && !result && (
            <ApplyBar preview={preview} applying={csv.applying} onApply={csv.apply} />
          )}
        </Stack>
      </Modal>
    </>
  );
}

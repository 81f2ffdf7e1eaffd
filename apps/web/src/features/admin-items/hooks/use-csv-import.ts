import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_LINES,
  type CsvImportPreview,
  type CsvImportResult,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { notifyError } from '@/lib/notify';
import { useApplyItemsCsv, usePreviewItemsCsv } from '../api/import-items-csv';

/** The size and the lines a file may have, as the dialog's hint and a refusal name them. */
export const CSV_LIMITS = { mb: CSV_IMPORT_MAX_BYTES / (1024 * 1024), lines: CSV_IMPORT_MAX_LINES };

/** The words for a file the server refused whole (its reason), else the error's own text. */
function useFileError() {
  const { t } = useTranslation();
  return (error: unknown): string =>
    isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE'
      ? t('adminCsvImport.fileErrors.too_large', CSV_LIMITS)
      : errorMessage(error);
}

/**
 * The CSV import dialog's state: a chosen file is previewed at once (a new choice starts over),
 * then applied whole; closing it (Back too) forgets the file, its preview and its result.
 */
export function useCsvImport() {
  const { t } = useTranslation();
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

  return {
    opened,
    open: () => setOpened(true),
    close,
    file,
    choose,
    preview,
    checking: previewing.isPending,
    previewError: previewing.isError ? fileError(previewing.error) : null,
    result,
    apply,
    applying: applying.isPending,
  };
}

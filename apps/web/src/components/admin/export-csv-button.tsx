import { Button, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-messages';
import { notifyError } from '@/lib/notify';

type Download = () => Promise<{ blob: Blob; filename: string | null }>;

/** Hands a received file to the browser's downloads under the name the server gave it. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** «Скачать CSV» of an admin list: the list's current filters, every page, as one file. */
export function ExportCsvButton({
  download,
  fallbackName,
}: {
  download: Download;
  fallbackName: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const { blob, filename } = await download();
      save(blob, filename ?? fallbackName);
    } catch (error) {
      notifyError(errorMessage(error), { title: t('admin.common.exportFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    // Narrower than a phone's screen, so that the hint shown after a tap never widens the page.
    <Tooltip label={t('admin.common.exportCsvHint')} withinPortal multiline maw={260}>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} />}
        loading={busy}
        onClick={() => void run()}
      >
        {t('admin.common.exportCsv')}
      </Button>
    </Tooltip>
  );
}

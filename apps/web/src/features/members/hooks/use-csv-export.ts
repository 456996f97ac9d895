import { useState } from 'react';
import { exportMessages } from '@club/shared/plain';
import { authedFetch } from '../../../lib/authed-fetch';
import { getBasePath } from '../../../lib/base-path';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useToast } from '../../../lib/toast/use-toast';
import { createCsvClickGuard, CsvExportError, fetchMembersCsv } from '../utils/csv-export';
import { downloadBlob } from '../../../lib/download-file';

/** SPEC §4, §8, §9 CSV export: guarded against repeated clicks, checked, saved, and reported in a toast. */
export function useCsvExport() {
  const toast = useToast();
  const [guard] = useState(() => createCsvClickGuard());
  const [isExporting, setIsExporting] = useState(false);
  const locale = useReaderLocale();
  const say = exportMessages(locale);

  const exportCsv = async () => {
    if (!guard.tryStart()) return;
    setIsExporting(true);
    try {
      const { blob, filename } = await fetchMembersCsv(`${getBasePath()}/api/users/export/csv`, authedFetch, locale);
      downloadBlob(blob, filename);
      toast.success(say.csvSuccess(filename));
    } catch (error) {
      // A network failure or timeout has no SPEC text of its own: it is the general export failure.
      if (error instanceof CsvExportError) toast.error(error.message, { title: error.reason });
      else toast.error(say.failed);
    } finally {
      guard.finish();
      setIsExporting(false);
    }
  };

  return { exportCsv, isExporting };
}

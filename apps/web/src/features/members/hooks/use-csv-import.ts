import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@club/shared';
import { IMPORT_TOAST_MS, importMessages, type Locale } from '@club/shared/plain';
import { authedFetch } from '../../../lib/authed-fetch';
import { getBasePath } from '../../../lib/base-path';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';
import { checkImportFile, CsvImportError, importSummary, uploadRoster } from '../utils/csv-import';

/** An import's answer, with the language of whoever imported it, which its results dialog is in (issue 29). */
export type ImportOutcome = { fileName: string; result: ImportResult; locale?: Locale };

/** SPEC §4 import: the file is checked, then uploaded, then its results are shown. */
export function useCsvImport() {
  const toast = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [isImporting, setIsImporting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // Issue 29: the checks, the toasts and the server's answer are in the admin's language.
  const locale = useReaderLocale();
  const say = importMessages(locale);

  const importFile = async (file: File) => {
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error(say.readError);
      return;
    }
    const problem = checkImportFile(file.name, text, locale);
    if (problem) {
      toast.error(problem);
      return;
    }
    setIsImporting(true);
    try {
      const result = await uploadRoster(`${getBasePath()}/api/users/import`, file, authedFetch, locale);
      const show = result.errors.length > 0 ? toast.warning : toast.success;
      // Issue 17: the results dialog opens with it and lists every row not imported, so the toast carries SPEC §8's
      // summary sentence alone (of bounded height, so the room the dialog leaves for it at the bottom always holds it
      // and it never covers the Close button) for the usual 5 s.
      show(importSummary(result, locale), { placement: 'bottom' });
      setOutcome({ fileName: file.name, result, locale });
      await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
    } catch (error) {
      toast.error(error instanceof CsvImportError ? error.message : `${say.failedPrefix}${String(error)}`, {
        autoClose: IMPORT_TOAST_MS,
      });
    } finally {
      setIsImporting(false);
    }
  };

  return { importFile, isImporting, outcome, closeResults: () => setOutcome(null) };
}

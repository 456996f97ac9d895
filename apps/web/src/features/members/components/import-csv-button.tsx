import { useRef } from 'react';
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useCsvImport } from '../hooks/use-csv-import';
import { lazyDialog } from '../../../components/lazy-dialog';

const ImportResultsDialog = lazyDialog(() =>
  import('./import-results-dialog').then((module) => module.ImportResultsDialog),
);

/** SPEC §2 'Import CSV': pick a file, check it, upload it, show the results. */
export function ImportCsvButton() {
  const { importFile, isImporting, outcome, closeResults } = useCsvImport();
  const to = { locale: useReaderLocale() };
  // Cleared after each pick, so choosing the same file again (after fixing it) imports it again.
  const resetRef = useRef<() => void>(null);
  const onPick = (file: File | null) => {
    resetRef.current?.();
    if (file) void importFile(file);
  };
  return (
    <>
      <FileButton onChange={onPick} accept=".csv,text/csv" resetRef={resetRef}>
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={isImporting}>
            {catalog.mem_b_import_csv({}, to)}
          </Button>
        )}
      </FileButton>
      <ImportResultsDialog opened={outcome !== null} outcome={outcome} onClose={closeResults} />
    </>
  );
}

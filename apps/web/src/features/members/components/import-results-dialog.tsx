import { Alert, Button, Group, List, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { IMPORT_RESULTS_LIST_HEIGHT, importResultsDialogMessages } from '@club/shared/plain';
import type { ImportOutcome } from '../hooks/use-csv-import';
import { importResultTitle } from '../utils/csv-import';

/**
 * Issue 17: the summary toast (one sentence of counts, at most four lines at 360 px) sits at the bottom end while this
 * dialog shows (use-csv-import.ts); the dialog keeps clear of that strip, so the toast never covers its Close button,
 * on a phone or a laptop.
 */
const TOAST_ROOM = '12rem';
const DIALOG_STYLES = {
  inner: { paddingBottom: TOAST_ROOM },
  content: { maxHeight: `calc(100dvh - 5dvh - ${TOAST_ROOM})` },
} as const;

// Issue 26: every member the import gave a partner or friend, from the Partner and Friend columns and from shared
// e-mails, as the roster holds them afterwards (auto_partnerships counts only the shared e-mails' couples).
const COUNTS = [
  'imported',
  'updated',
  'unchanged',
  'duplicates_handled',
  'shared_emails',
  'partners_linked',
  'friends_linked',
] as const;

/** SPEC §2, §8: the CSV import results dialog that follows every import. */
type ImportResultsDialogProps = {
  outcome: ImportOutcome | null;
  /** Whether it shows; by default, whenever there is an outcome. */
  opened?: boolean;
  onClose: () => void;
};

export function ImportResultsDialog({ outcome, opened = outcome !== null, onClose }: ImportResultsDialogProps) {
  const result = outcome?.result;
  const locale = outcome?.locale ?? 'en';
  const say = importResultsDialogMessages(locale);
  const title = result ? importResultTitle(result, locale) : '';
  const hasErrors = (result?.errors.length ?? 0) > 0;
  const warnings = result?.warnings ?? [];
  // Issue 17: every number is the server's answer: imported rows are the new, updated and unchanged ones (API.md:
  // rows written); rows not imported are its `errors`, one line each; warnings are rows imported with something left
  // out.
  const headline = result && [
    { key: 'written', label: say.rowsImported, value: result.imported + result.updated + result.unchanged },
    { key: 'not-written', label: say.rowsNotImported, value: result.errors.length },
    { key: 'warning-count', label: say.warnings, value: warnings.length },
  ];
  return (
    <Modal
      opened={opened && outcome !== null}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      styles={DIALOG_STYLES}
    >
      {result && headline && (
        <Stack>
          <Text size="sm" c="dimmed">
            {outcome.fileName}
          </Text>
          <SimpleGrid cols={3}>
            {headline.map(({ key, label, value }) => (
              <Stack key={key} gap={0}>
                <Text fw={700} size="xl" data-testid={`import-${key}`}>
                  {value}
                </Text>
                <Text size="sm">{label}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {COUNTS.map((key) => (
              <Stack key={key} gap={0}>
                <Text fw={700} size="xl" data-testid={`import-${key}`}>
                  {result[key]}
                </Text>
                <Text size="sm" c="dimmed">
                  {say.counts[key]}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {hasErrors ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={say.notImported(result.errors.length)}>
              <ScrollArea.Autosize mah={IMPORT_RESULTS_LIST_HEIGHT} type="auto">
                <List size="sm" spacing={2} data-testid="import-errors">
                  {result.errors.map((error) => (
                    <List.Item key={error}>{error}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </Alert>
          ) : (
            <Alert color="green" icon={<IconCircleCheck size={18} />}>
              {say.allImported}
            </Alert>
          )}
          {warnings.length > 0 && (
            // Issue 15: these rows were written; only the value named was left out, so they are not failures.
            <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={say.leftOut(warnings.length)}>
              <ScrollArea.Autosize mah={IMPORT_RESULTS_LIST_HEIGHT} type="auto">
                <List size="sm" spacing={2} data-testid="import-warnings">
                  {warnings.map((warning) => (
                    <List.Item key={`${warning.row}-${warning.field}`}>
                      {say.warningRow(warning.row, warning.message)}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{say.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

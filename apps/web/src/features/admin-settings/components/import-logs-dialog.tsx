import { Modal, Table, Text } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { QueryState } from '../../../components/query-state';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useImportLogs } from '../hooks/use-maintenance';
import { useReaderLocale } from '../../../lib/reader-locale';
import { formatMomentFor } from '../../../lib/reader-moment';
import { scrollRegionProps } from '../../../components/scroll-region';

type ImportLogsDialogProps = { opened: boolean; onClose: () => void };

/** Every CSV import with its result counts (SPEC §3 Import results), newest first as the server sends them. */
export function ImportLogsDialog({ opened, onClose }: ImportLogsDialogProps) {
  const isPhone = useIsPhone();
  const locale = useReaderLocale();
  const to = { locale };
  const logs = useImportLogs(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={catalog.adm_a_import_title({}, to)} size="xl" fullScreen={isPhone}>
      <QueryState
        query={logs}
        variant="card"
        loadingLabel={catalog.adm_a_import_loading({}, to)}
        errorTitle={catalog.adm_a_import_load_error({}, to)}
        empty={({ logs: entries }) =>
          entries.length === 0 && <Text c="dimmed">{catalog.adm_a_import_none({}, to)}</Text>
        }
      >
        {({ logs: entries }) => (
          <Table.ScrollContainer
            minWidth={640}
            scrollAreaProps={{ viewportProps: scrollRegionProps(catalog.adm_a_import_scroll({}, to)) }}
          >
            <Table striped aria-label={catalog.adm_a_import_table({}, to)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{catalog.adm_a_import_col_when({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_import_col_file({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_import_col_imported({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_import_col_updated({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_import_col_skipped({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_import_col_errors({}, to)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((log) => (
                  <Table.Tr key={log.id}>
                    <Table.Td>{formatMomentFor(log.created_at, locale)}</Table.Td>
                    <Table.Td>{log.file_name}</Table.Td>
                    <Table.Td>{log.result.imported}</Table.Td>
                    <Table.Td>{log.result.updated}</Table.Td>
                    <Table.Td>{log.result.skipped}</Table.Td>
                    <Table.Td title={log.result.errors.join('\n') || undefined}>{log.result.errors.length}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Modal>
  );
}

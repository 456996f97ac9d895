import { Modal, Table, Text } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useImportLogs } from '../hooks/use-maintenance';
import { formatDateTime } from '../../../lib/display-format';
import { scrollRegionProps } from '../../../components/scroll-region';

type ImportLogsDialogProps = { opened: boolean; onClose: () => void };

/** Every CSV import with its result counts (SPEC §3 Import results), newest first as the server sends them. */
export function ImportLogsDialog({ opened, onClose }: ImportLogsDialogProps) {
  const isPhone = useIsPhone();
  const logs = useImportLogs(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Import Logs" size="xl" fullScreen={isPhone}>
      <QueryState
        query={logs}
        variant="card"
        loadingLabel="Loading import logs"
        errorTitle="Could not load the import logs"
        empty={({ logs: entries }) => entries.length === 0 && <Text c="dimmed">No imports have been logged.</Text>}
      >
        {({ logs: entries }) => (
          <Table.ScrollContainer
            minWidth={640}
            scrollAreaProps={{ viewportProps: scrollRegionProps('Import logs, scrolls sideways') }}
          >
            <Table striped aria-label="Import logs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Imported</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th>Skipped</Table.Th>
                  <Table.Th>Errors</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((log) => (
                  <Table.Tr key={log.id}>
                    <Table.Td>{formatDateTime(log.created_at)}</Table.Td>
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

import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { QueryState } from '../../../components/query-state';
import { getBasePath } from '../../../lib/base-path';
import { useBackups } from '../hooks/use-maintenance';
import { formatDateTime, formatBytes } from '../../../lib/display-format';

/** The server's backups, newest first, each downloadable; 'Back up now' makes one on the spot. */
export function BackupsList() {
  const { list, backupNow } = useBackups();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          Backups
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDatabaseExport size={16} />}
          onClick={() => backupNow.mutate()}
          loading={backupNow.isPending}
        >
          Back up now
        </Button>
      </Group>
      <QueryState
        query={list}
        variant="card"
        loadingLabel="Loading backups"
        errorTitle="Could not load the backups"
        empty={(backups) =>
          backups.length === 0 && (
            <Text size="sm" c="dimmed">
              No backups yet
            </Text>
          )
        }
      >
        {(backups) => (
          <Table.ScrollContainer minWidth={420} mah={280}>
            <Table aria-label="Backups" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Made</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>File</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {backups.map((backup) => (
                  <Table.Tr key={backup.file_name}>
                    <Table.Td>{formatDateTime(backup.created_at)}</Table.Td>
                    <Table.Td>{formatBytes(backup.size_bytes)}</Table.Td>
                    <Table.Td>
                      {/* A plain link: the session cookie rides along, and the browser saves the file itself. */}
                      <Anchor
                        href={`${getBasePath()}/api/maintenance/backups/${backup.file_name}`}
                        download={backup.file_name}
                        size="sm"
                      >
                        <Group gap={4} wrap="nowrap" component="span">
                          <IconDownload size={14} aria-hidden />
                          {backup.file_name}
                        </Group>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}

import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { QueryState } from '../../../components/query-state';
import { getBasePath } from '../../../lib/base-path';
import { useBackups } from '../hooks/use-maintenance';
import { formatBytes } from '../../../lib/display-format';
import { useReaderLocale } from '../../../lib/reader-locale';
import { formatMomentFor } from '../../../lib/reader-moment';

/** The server's backups, newest first, each downloadable; 'Back up now' makes one on the spot. */
export function BackupsList() {
  const { list, backupNow } = useBackups();
  const locale = useReaderLocale();
  const to = { locale };
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {catalog.adm_a_backups({}, to)}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDatabaseExport size={16} />}
          onClick={() => backupNow.mutate()}
          loading={backupNow.isPending}
        >
          {catalog.adm_a_backups_now({}, to)}
        </Button>
      </Group>
      <QueryState
        query={list}
        variant="card"
        loadingLabel={catalog.adm_a_backups_loading({}, to)}
        errorTitle={catalog.adm_a_backups_load_error({}, to)}
        empty={(backups) =>
          backups.length === 0 && (
            <Text size="sm" c="dimmed">
              {catalog.adm_a_backups_none({}, to)}
            </Text>
          )
        }
      >
        {(backups) => (
          <Table.ScrollContainer minWidth={420} mah={280}>
            <Table aria-label={catalog.adm_a_backups({}, to)} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{catalog.adm_a_backups_col_made({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_backups_col_size({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_backups_col_file({}, to)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {backups.map((backup) => (
                  <Table.Tr key={backup.file_name}>
                    <Table.Td>{formatMomentFor(backup.created_at, locale)}</Table.Td>
                    <Table.Td>{formatBytes(backup.size_bytes, locale)}</Table.Td>
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

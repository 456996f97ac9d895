import { useState } from 'react';
import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { type ApiToken, apiTokenCreateSchema, type ApiTokenCreated } from '@club/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getBasePath } from '../../../lib/base-path';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useApiTokens } from '../hooks/use-api-tokens';
import { formatDateTime } from '../../../lib/display-format';
import { ApiTokenCreatedDialog } from './api-token-created-dialog';
import { SettingsCard } from '../../../components/settings-card';
import { QueryState } from '../../../components/query-state';

/** Issue 7: named tokens for scripts that call the REST API with the rights of the admin who made them. */
export function ApiTokensCard() {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const { list, create, revoke } = useApiTokens(setCreated);
  const form = useSchemaForm(apiTokenCreateSchema, { name: '' });
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <SettingsCard
      title="API Tokens"
      description={
        <>
          Scripts send a token as <code>Authorization: Bearer &lt;token&gt;</code> and act with the rights of the admin
          who made it. See the{' '}
          <Anchor href={`${getBasePath()}/api/docs`} size="sm" underline="always">
            API reference
          </Anchor>
          .
        </>
      }
    >
      <form
        onSubmit={form.onSubmit((input) =>
          create.mutate(input, {
            onSuccess: () => form.reset(),
            onError: (error) => showServerFieldErrors(form, error),
          }),
        )}
        noValidate
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Token name"
            placeholder="e.g. Roster sync"
            maxLength={100}
            flex="1 1 240px"
            {...form.getInputProps('name')}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </form>

      <QueryState
        query={list}
        variant="card"
        loadingLabel="Loading API tokens"
        errorTitle="Could not load the API tokens"
        empty={(loaded) =>
          loaded.tokens.length === 0 && (
            <Text size="sm" c="dimmed">
              No API tokens yet
            </Text>
          )
        }
      >
        {({ tokens }) => (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="API tokens" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Created by</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.map((token) => (
                  <Table.Tr key={token.id}>
                    <Table.Td>{token.name}</Table.Td>
                    <Table.Td>{token.created_by.name}</Table.Td>
                    <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
                    <Table.Td>{token.last_used_at ? formatDateTime(token.last_used_at) : 'Never used'}</Table.Td>
                    <Table.Td ta="right">
                      {token.revoked_at ? (
                        <Badge color="gray" variant="light" title={`Revoked ${formatDateTime(token.revoked_at)}`}>
                          Revoked
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          color="red"
                          variant="outline"
                          onClick={() => setRevoking(token)}
                          aria-label={`Revoke ${token.name}`}
                        >
                          Revoke
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>

      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke API Token"
        confirmLabel="Revoke Token"
        isProcessing={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id }, { onSettled: () => setRevoking(null) })}
        onClose={() => setRevoking(null)}
      >
        <Text>Scripts using the token “{revoking?.name}” stop working at once. This cannot be undone.</Text>
      </ConfirmDialog>
      <ApiTokenCreatedDialog created={created} onClose={() => setCreated(null)} />
    </SettingsCard>
  );
}

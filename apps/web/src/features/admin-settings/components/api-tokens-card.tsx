import { useState } from 'react';
import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { type ApiToken, apiTokenCreateSchema, type ApiTokenCreated } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getBasePath } from '../../../lib/base-path';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useApiTokens } from '../hooks/use-api-tokens';
import { useReaderLocale } from '../../../lib/reader-locale';
import { formatMomentFor } from '../../../lib/reader-moment';
import { ApiTokenCreatedDialog } from './api-token-created-dialog';
import { SettingsCard } from '../../../components/settings-card';
import { QueryState } from '../../../components/query-state';

/** The header a script sends: the same in every language. */
const BEARER_HEADER = 'Authorization: Bearer <token>';

/** Issue 7: named tokens for scripts that call the REST API with the rights of the admin who made them. */
export function ApiTokensCard() {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const { list, create, revoke } = useApiTokens(setCreated);
  const form = useSchemaForm(apiTokenCreateSchema, { name: '' });
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const locale = useReaderLocale();
  const to = { locale };

  return (
    <SettingsCard
      title={catalog.adm_a_tokens_title({}, to)}
      description={
        <>
          {catalog.adm_a_tokens_intro_start({}, to)} <code>{BEARER_HEADER}</code>{' '}
          {catalog.adm_a_tokens_intro_middle({}, to)}{' '}
          <Anchor href={`${getBasePath()}/api/docs`} size="sm" underline="always">
            {catalog.adm_a_tokens_api_reference({}, to)}
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
            label={catalog.adm_a_tokens_name_label({}, to)}
            placeholder={catalog.adm_a_tokens_name_placeholder({}, to)}
            maxLength={100}
            flex="1 1 240px"
            {...form.getInputProps('name')}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            {catalog.adm_a_tokens_create({}, to)}
          </Button>
        </Group>
      </form>

      <QueryState
        query={list}
        variant="card"
        loadingLabel={catalog.adm_a_tokens_loading({}, to)}
        errorTitle={catalog.adm_a_tokens_load_error({}, to)}
        empty={(loaded) =>
          loaded.tokens.length === 0 && (
            <Text size="sm" c="dimmed">
              {catalog.adm_a_tokens_none({}, to)}
            </Text>
          )
        }
      >
        {({ tokens }) => (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={catalog.adm_a_tokens_table({}, to)} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{catalog.adm_a_tokens_col_name({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_tokens_col_created_by({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_tokens_col_created({}, to)}</Table.Th>
                  <Table.Th>{catalog.adm_a_tokens_col_last_used({}, to)}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.map((token) => (
                  <Table.Tr key={token.id}>
                    <Table.Td>{token.name}</Table.Td>
                    <Table.Td>{token.created_by.name}</Table.Td>
                    <Table.Td>{formatMomentFor(token.created_at, locale)}</Table.Td>
                    <Table.Td>
                      {token.last_used_at
                        ? formatMomentFor(token.last_used_at, locale)
                        : catalog.adm_a_tokens_never_used({}, to)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {token.revoked_at ? (
                        <Badge
                          color="gray"
                          variant="light"
                          title={catalog.adm_a_tokens_revoked_at(
                            { when: formatMomentFor(token.revoked_at, locale) },
                            to,
                          )}
                        >
                          {catalog.adm_a_tokens_revoked({}, to)}
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          color="red"
                          variant="outline"
                          onClick={() => setRevoking(token)}
                          aria-label={catalog.adm_a_tokens_revoke_named({ name: token.name }, to)}
                        >
                          {catalog.adm_a_tokens_revoke({}, to)}
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
        title={catalog.adm_a_tokens_revoke_title({}, to)}
        confirmLabel={catalog.adm_a_tokens_revoke_confirm({}, to)}
        isProcessing={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id }, { onSettled: () => setRevoking(null) })}
        onClose={() => setRevoking(null)}
      >
        <Text>{catalog.adm_a_tokens_revoke_text({ name: revoking?.name ?? '' }, to)}</Text>
      </ConfirmDialog>
      <ApiTokenCreatedDialog created={created} onClose={() => setCreated(null)} />
    </SettingsCard>
  );
}

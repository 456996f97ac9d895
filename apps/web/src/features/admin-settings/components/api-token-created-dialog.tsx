import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ApiTokenCreated } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { getBasePath } from '../../../lib/base-path';
import { scrollRegionProps } from '../../../components/scroll-region';
import { useReaderLocale } from '../../../lib/reader-locale';

type ApiTokenCreatedDialogProps = { created: ApiTokenCreated | null; onClose: () => void };

/** Issue 7: the plain token is shown here once; the server keeps only its hash, so it cannot be shown again. */
export function ApiTokenCreatedDialog({ created, onClose }: ApiTokenCreatedDialogProps) {
  const to = { locale: useReaderLocale() };
  const curl = created
    ? `curl -H "Authorization: Bearer ${created.token}" ${window.location.origin}${getBasePath()}/api/users`
    : '';
  return (
    // Static like the destructive dialogs: a stray click outside must not lose the only copy of the token.
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={catalog.adm_a_token_created_title({}, to)}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {created && (
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={catalog.adm_a_token_copy_now({}, to)}
          >
            {catalog.adm_a_token_shown_once({}, to)}
          </Alert>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={catalog.adm_a_token_field_label({ name: created.name }, to)}
              value={created.token}
              readOnly
              flex={1}
              ff="monospace"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? catalog.adm_a_token_copied({}, to) : catalog.adm_a_token_copy({}, to)}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {catalog.adm_a_token_try_script({}, to)}
            </Text>
            {/* Focusable, so a keyboard can scroll the long line sideways (WCAG 2.1.1). */}
            <Code block {...scrollRegionProps(catalog.adm_a_token_example_request({}, to))}>
              {curl}
            </Code>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>{catalog.adm_a_token_have_copied({}, to)}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ApiTokenCreated } from '@club/shared';
import { getBasePath } from '../../../lib/base-path';
import { scrollRegionProps } from '../../../components/scroll-region';

type ApiTokenCreatedDialogProps = { created: ApiTokenCreated | null; onClose: () => void };

/** Issue 7: the plain token is shown here once; the server keeps only its hash, so it cannot be shown again. */
export function ApiTokenCreatedDialog({ created, onClose }: ApiTokenCreatedDialogProps) {
  const curl = created
    ? `curl -H "Authorization: Bearer ${created.token}" ${window.location.origin}${getBasePath()}/api/users`
    : '';
  return (
    // Static like the destructive dialogs: a stray click outside must not lose the only copy of the token.
    <Modal
      opened={created !== null}
      onClose={onClose}
      title="API token created"
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {created && (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Copy it now">
            This token will not be shown again. Store it somewhere safe; anyone who has it can act with your rights.
          </Alert>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={`Token "${created.name}"`}
              value={created.token}
              readOnly
              flex={1}
              ff="monospace"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Try it from a script:
            </Text>
            {/* Focusable, so a keyboard can scroll the long line sideways (WCAG 2.1.1). */}
            <Code block {...scrollRegionProps('Example request')}>
              {curl}
            </Code>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>I have copied it</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

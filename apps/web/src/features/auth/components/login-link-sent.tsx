import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck, IconTool } from '@tabler/icons-react';
import type { SendLoginLinkResult } from '@club/shared';
import { LOGIN_LINK_TTL_MINUTES, MESSAGES } from '@club/shared/plain';

type LoginLinkSentProps = {
  email: string;
  result: SendLoginLinkResult;
  onSendAnother: () => void;
};

export function LoginLinkSent({ email, result, onSendAnother }: LoginLinkSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus; move it to the news so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2" ref={headingRef} tabIndex={-1}>
        Login Link Sent!
      </Title>
      <Text>
        Check the inbox of{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        .
      </Text>
      <Text size="sm" c="dimmed">
        {MESSAGES.loginLinkSentAnswer} The link works once and expires after {LOGIN_LINK_TTL_MINUTES} minutes.
      </Text>
      {result.development_only && (
        <Alert color="yellow" variant="light" icon={<IconTool />} title="Development only" w="100%" ta="left">
          <Anchor href={result.development_only.login_url}>Development sign-in link</Anchor>
        </Alert>
      )}
      <Button variant="light" onClick={onSendAnother}>
        Send Another Link
      </Button>
    </Stack>
  );
}

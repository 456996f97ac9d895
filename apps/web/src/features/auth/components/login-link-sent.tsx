import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck, IconTool } from '@tabler/icons-react';
import type { SendLoginLinkResult } from '@club/shared';
import { catalog, commonMessages, type Locale, LOGIN_LINK_TTL_MINUTES } from '@club/shared/plain';

type LoginLinkSentProps = {
  email: string;
  result: SendLoginLinkResult;
  onSendAnother: () => void;
  locale: Locale;
};

// Stands for the address in the sentence around it, which is split there to set the address in bold.
const ADDRESS = '\u0000';

export function LoginLinkSent({ email, result, onSendAnother, locale }: LoginLinkSentProps) {
  const to = { locale };
  const [beforeAddress, afterAddress] = catalog.auth_check_inbox({ email: ADDRESS }, to).split(ADDRESS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus; move it to the news so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2" ref={headingRef} tabIndex={-1}>
        {catalog.auth_link_sent({}, to)}
      </Title>
      <Text>
        {beforeAddress}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        {afterAddress}
      </Text>
      <Text size="sm" c="dimmed">
        {commonMessages(locale).loginLinkSentAnswer} {catalog.auth_link_expiry({ minutes: LOGIN_LINK_TTL_MINUTES }, to)}
      </Text>
      {result.development_only && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconTool />}
          title={catalog.auth_development_only({}, to)}
          w="100%"
          ta="left"
        >
          <Anchor href={result.development_only.login_url}>{catalog.auth_development_link({}, to)}</Anchor>
        </Alert>
      )}
      <Button variant="light" onClick={onSendAnother}>
        {catalog.auth_send_another({}, to)}
      </Button>
    </Stack>
  );
}

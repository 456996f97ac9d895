import { Alert, Badge, Box, Button, Group, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPlugConnected } from '@tabler/icons-react';
import { type AdminSettings, EMAIL_MESSAGES, SMTP_ENCRYPTIONS, type TestSmtpInput } from '@club/shared';
import { useAuth } from '../../../lib/use-auth';
import { useSmtpTest } from '../hooks/use-email-tests';
import { useSecretRemoval } from '../hooks/use-secret-removal';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { SecretInput } from './secret-input';
import { SettingsCard } from '../../../components/settings-card';

type SmtpEncryption = (typeof SMTP_ENCRYPTIONS)[number];

const ENCRYPTION_LABELS: Record<SmtpEncryption, string> = {
  tls: 'TLS (STARTTLS, usually port 587)',
  ssl: 'SSL (usually port 465)',
  none: 'None',
};
const ENCRYPTION_OPTIONS = SMTP_ENCRYPTIONS.map((value) => ({ value, label: ENCRYPTION_LABELS[value] }));

const isSameTest = (a: TestSmtpInput, b: TestSmtpInput) =>
  (Object.keys(a) as (keyof TestSmtpInput)[]).every((key) => a[key] === b[key]);

type SmtpSettingsCardProps = {
  form: SettingsFormApi;
  isPasswordSet: AdminSettings['smtp_password_set'];
  /** The server sends all mail through its SMTP_URL, whatever these settings say (issue 17). */
  isSmtpUrlSet: AdminSettings['smtp_url_set'];
};

export function SmtpSettingsCard({ form, isPasswordSet, isSmtpUrlSet }: SmtpSettingsCardProps) {
  const { user } = useAuth();
  const { removeSecret, removingKey } = useSecretRemoval();
  const { test, outcome } = useSmtpTest();
  const { values } = form;
  const testInput: TestSmtpInput = {
    smtp_host: values.smtp_host.trim(),
    smtp_port: values.smtp_port,
    smtp_username: values.smtp_username,
    // Empty means "the saved password", which the page never receives.
    smtp_password: values.smtp_password,
    smtp_encryption: values.smtp_encryption,
  };
  // With SMTP_URL set these settings send nothing, so testing them would prove nothing about the club's mail.
  const canTest = !isSmtpUrlSet && testInput.smtp_host !== '' && values.smtp_port !== '';
  // The badge speaks for the settings that were tested; once they change, it would mislead.
  const shownOutcome = outcome && isSameTest(outcome.input, testInput) ? outcome : null;

  return (
    <SettingsCard
      title="SMTP Email Configuration"
      description="The mail server that sends sign-in links, reminders and test e-mails."
    >
      {isSmtpUrlSet && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="Mail goes through SMTP_URL">
          {EMAIL_MESSAGES.smtpUrlOverrides}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="SMTP Host"
          placeholder="smtp.example.org"
          autoComplete="off"
          readOnly={isSmtpUrlSet}
          {...form.getInputProps('smtp_host')}
        />
        <NumberInput
          readOnly={isSmtpUrlSet}
          label="SMTP Port"
          description="1 to 65535"
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('smtp_port')}
        />
        <TextInput
          label="SMTP Username"
          autoComplete="off"
          readOnly={isSmtpUrlSet}
          {...form.getInputProps('smtp_username')}
        />
        <SecretInput
          label="SMTP password"
          description="Write-only: it is never shown again."
          isSet={isPasswordSet}
          value={values.smtp_password}
          onChange={(value) => form.setFieldValue('smtp_password', value)}
          error={form.errors.smtp_password}
          onRemove={() => removeSecret('smtp_password')}
          isRemoving={removingKey === 'smtp_password'}
          autoComplete="new-password"
          readOnly={isSmtpUrlSet}
        />
        <Select
          label="Encryption"
          data={ENCRYPTION_OPTIONS}
          value={values.smtp_encryption}
          onChange={(value) => value && form.setFieldValue('smtp_encryption', value)}
          allowDeselect={false}
          readOnly={isSmtpUrlSet}
          error={form.errors.smtp_encryption}
        />
      </SimpleGrid>
      <Group gap="sm" align="center">
        <Button
          variant="light"
          leftSection={<IconPlugConnected size={16} />}
          onClick={() => test.mutate(testInput)}
          disabled={!canTest}
          loading={test.isPending}
        >
          Test SMTP
        </Button>
        {/* Issue 26: the outcome shows beside the button that asked for it, and the live region, always present,
            reads it out when it arrives. */}
        <Box role="status" aria-live="polite">
          {shownOutcome && (
            <Badge color={shownOutcome.isWorking ? 'green' : 'red'} variant="light" size="lg">
              {shownOutcome.isWorking ? EMAIL_MESSAGES.smtpWorking : EMAIL_MESSAGES.smtpFailed}
            </Badge>
          )}
        </Box>
        <Text size="xs" c="dimmed">
          {isSmtpUrlSet
            ? 'Mail goes through SMTP_URL: use Send test email to try it.'
            : canTest
              ? `Sends a test e-mail to ${user?.email ?? 'your address'} with the settings above.`
              : 'Enter a host and a port to test.'}
        </Text>
      </Group>
    </SettingsCard>
  );
}

import { Alert, Badge, Box, Button, Group, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPlugConnected } from '@tabler/icons-react';
import { type AdminSettings, SMTP_ENCRYPTIONS, type TestSmtpInput } from '@club/shared';
import { catalog, emailMessages, type Locale } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useAuth } from '../../../lib/use-auth';
import { useSmtpTest } from '../hooks/use-email-tests';
import { useSecretRemoval } from '../hooks/use-secret-removal';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { SecretInput } from './secret-input';
import { SettingsCard } from '../../../components/settings-card';

type SmtpEncryption = (typeof SMTP_ENCRYPTIONS)[number];

function encryptionOptions(locale: Locale) {
  const to = { locale };
  const labels: Record<SmtpEncryption, string> = {
    tls: catalog.adm_b_encryption_tls({}, to),
    ssl: catalog.adm_b_encryption_ssl({}, to),
    none: catalog.adm_b_encryption_none({}, to),
  };
  return SMTP_ENCRYPTIONS.map((value) => ({ value, label: labels[value] }));
}

// An example host, not a word to translate.
const HOST_PLACEHOLDER = 'smtp.example.org';

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
  const locale = useReaderLocale();
  const to = { locale };
  const text = emailMessages(locale);
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
    <SettingsCard title={catalog.adm_b_smtp_title({}, to)} description={catalog.adm_b_smtp_description({}, to)}>
      {isSmtpUrlSet && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={catalog.adm_b_smtp_url_title({}, to)}>
          {text.smtpUrlOverrides}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={catalog.adm_b_smtp_host_label({}, to)}
          placeholder={HOST_PLACEHOLDER}
          autoComplete="off"
          readOnly={isSmtpUrlSet}
          {...form.getInputProps('smtp_host')}
        />
        <NumberInput
          readOnly={isSmtpUrlSet}
          label={catalog.adm_b_smtp_port_label({}, to)}
          description={catalog.adm_b_smtp_port_description({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('smtp_port')}
        />
        <TextInput
          label={catalog.adm_b_smtp_username_label({}, to)}
          autoComplete="off"
          readOnly={isSmtpUrlSet}
          {...form.getInputProps('smtp_username')}
        />
        <SecretInput
          label={catalog.adm_b_smtp_password_label({}, to)}
          description={catalog.adm_b_write_only({}, to)}
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
          label={catalog.adm_b_encryption_label({}, to)}
          data={encryptionOptions(locale)}
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
          {catalog.adm_b_test_smtp({}, to)}
        </Button>
        {/* Issue 26: the outcome shows beside the button that asked for it, and the live region, always present,
            reads it out when it arrives. */}
        <Box role="status" aria-live="polite">
          {shownOutcome && (
            <Badge color={shownOutcome.isWorking ? 'green' : 'red'} variant="light" size="lg">
              {shownOutcome.isWorking ? text.smtpWorking : text.smtpFailed}
            </Badge>
          )}
        </Box>
        <Text size="xs" c="dimmed">
          {isSmtpUrlSet
            ? catalog.adm_b_smtp_url_hint({}, to)
            : canTest
              ? catalog.adm_b_smtp_test_hint({ email: user?.email ?? catalog.adm_b_your_address({}, to) }, to)
              : catalog.adm_b_smtp_enter_host({}, to)}
        </Text>
      </Group>
    </SettingsCard>
  );
}

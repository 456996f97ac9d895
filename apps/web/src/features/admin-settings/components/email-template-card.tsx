import { useMemo } from 'react';
import { Box, Button, Code, Divider, Group, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { sendTestEmailInputSchema, SUBJECT_VARIABLES, TEMPLATE_VARIABLES } from '@club/shared';
import { catalog, sampleReminderNames } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAuth } from '../../../lib/use-auth';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTestEmail } from '../hooks/use-email-tests';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { getSampleDanceDate, renderEmailPreview } from '../utils/email-preview';
import { SettingsCard } from '../../../components/settings-card';

// The address is this form's only field; the rest of the test e-mail is the template as it stands on the page.
const testAddressSchema = sendTestEmailInputSchema.pick({ email: true });

const variableList = (names: readonly string[]) =>
  names.map((name, index) => (
    <span key={name}>
      {index > 0 && ' '}
      <Code>{`{${name}}`}</Code>
    </span>
  ));

export function EmailTemplateCard({ form }: { form: SettingsFormApi }) {
  const locale = useReaderLocale();
  const to = { locale };
  const { values } = form;
  const danceDate = useMemo(
    () => getSampleDanceDate(values.club_day_of_week, values.system_timezone, locale),
    [values.club_day_of_week, values.system_timezone, locale],
  );
  const preview = useMemo(() => renderEmailPreview(values, danceDate, locale), [values, danceDate, locale]);

  return (
    <SettingsCard title={catalog.adm_a_tpl_title({}, to)} description={catalog.adm_a_tpl_intro({}, to)}>
      <TextInput label={catalog.adm_a_tpl_subject({}, to)} {...form.getInputProps('email_template_subject')} />
      <Textarea
        label={catalog.adm_a_tpl_body({}, to)}
        autosize
        minRows={8}
        maxRows={20}
        {...form.getInputProps('email_template_body')}
      />
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {catalog.adm_a_tpl_variables({}, to)} {variableList(TEMPLATE_VARIABLES)}.{' '}
          {catalog.adm_a_tpl_subject_supports({}, to)} {variableList(SUBJECT_VARIABLES)}.
        </Text>
        <Text size="xs" c="dimmed">
          {catalog.adm_a_tpl_links_start({}, to)} <Code>{catalog.adm_a_tpl_link_example({}, to)}</Code>{' '}
          {catalog.adm_a_tpl_links_end({}, to)}
        </Text>
      </Stack>

      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {catalog.adm_a_tpl_preview({}, to)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {catalog.adm_a_tpl_preview_subject({}, to)}{' '}
          </Text>
          {preview.subject}
        </Text>
        <Tabs defaultValue="html" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="html">{catalog.adm_a_tpl_formatted({}, to)}</Tabs.Tab>
            <Tabs.Tab value="text">{catalog.adm_a_tpl_plain({}, to)}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="html" pt="xs">
            {/* sandbox="" runs no script and follows no link inside the preview: it only shows the e-mail. */}
            <Box
              component="iframe"
              title={catalog.adm_a_tpl_preview_frame({}, to)}
              sandbox=""
              srcDoc={preview.html}
              w="100%"
              h={360}
              bd="1px solid var(--mantine-color-default-border)"
              bg="white"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="text" pt="xs">
            <Code block aria-label={catalog.adm_a_tpl_plain_preview({}, to)} style={{ whiteSpace: 'pre-wrap' }}>
              {preview.text}
            </Code>
          </Tabs.Panel>
        </Tabs>
        <Text size="xs" c="dimmed">
          {catalog.adm_a_tpl_sample({ name: sampleReminderNames(to.locale).member, date: danceDate }, to)}
        </Text>
      </Stack>

      <Divider />
      <SendTestEmailForm form={form} danceDate={danceDate} />
    </SettingsCard>
  );
}

/** SPEC §2 'Send test email': the template as it stands on the page, unsaved edits included. */
function SendTestEmailForm({ form, danceDate }: { form: SettingsFormApi; danceDate: string }) {
  const to = { locale: useReaderLocale() };
  const { user } = useAuth();
  const sendTest = useTestEmail();
  const address = useSchemaForm(testAddressSchema, { email: user?.email ?? '' });

  const send = address.onSubmit(({ email }) => {
    const { values } = form;
    sendTest.mutate(
      {
        email,
        template: values.email_template_body,
        subject: values.email_template_subject,
        dance_date: danceDate,
        member_name: sampleReminderNames(to.locale).member,
        from_name: values.email_from_name,
        from_email: values.email_from_address,
        club_name: values.club_name,
        club_address: values.club_address,
        club_logo_data: values.club_logo_data,
      },
      { onError: (error) => showServerFieldErrors(address, error) },
    );
  });

  return (
    <form noValidate onSubmit={send}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={catalog.adm_a_tpl_send_to({}, to)}
          type="email"
          required
          flex="1 1 240px"
          autoComplete="email"
          {...address.getInputProps('email')}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconMailForward size={16} />}
          loading={sendTest.isPending}
        >
          {catalog.adm_a_tpl_send({}, to)}
        </Button>
      </Group>
    </form>
  );
}

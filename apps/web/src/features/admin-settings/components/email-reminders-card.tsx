import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCalendarSearch, IconSend } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useSendReminders } from '../hooks/use-reminders';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { MailProgress } from '../../../components/mail-progress';
import { SettingsCard } from '../../../components/settings-card';
import { TestRemindersDialog } from './test-reminders-dialog';

export function EmailRemindersCard({ form }: { form: SettingsFormApi }) {
  const to = { locale: useReaderLocale() };
  const [isTestOpen, setTestOpen] = useState(false);
  const [isSendOpen, setSendOpen] = useState(false);
  const sendReminders = useSendReminders();
  // The reminders leave after the answer (decision 044); the line under the buttons follows the last run's e-mails.
  const [sentBatch, setSentBatch] = useState<number | null>(null);
  // The test and the send run on the server with what is saved, not with what is typed here.
  const isReminderChangeUnsaved =
    form.values.reminder_days !== form.getInitialValues().reminder_days ||
    form.values.email_from_name !== form.getInitialValues().email_from_name ||
    form.values.email_from_address !== form.getInitialValues().email_from_address;

  return (
    <SettingsCard title={catalog.adm_a_rem_title({}, to)} description={catalog.adm_a_rem_intro({}, to)}>
      <TextInput
        label={catalog.adm_a_rem_days({}, to)}
        description={catalog.adm_a_rem_days_hint({}, to)}
        placeholder="14,7,3,1"
        {...form.getInputProps('reminder_days')}
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={catalog.adm_a_rem_from_name({}, to)}
          placeholder={form.values.club_name}
          {...form.getInputProps('email_from_name')}
        />
        <TextInput
          label={catalog.adm_a_rem_from_address({}, to)}
          type="email"
          placeholder={catalog.adm_a_rem_from_address_placeholder({}, to)}
          {...form.getInputProps('email_from_address')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberInput
          label={catalog.adm_a_rem_swap_batch({}, to)}
          description={catalog.adm_a_rem_swap_batch_hint({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('swap_offer_batch')}
        />
        <NumberInput
          label={catalog.adm_a_rem_swap_wait({}, to)}
          description={catalog.adm_a_rem_swap_wait_hint({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('swap_offer_wait_hours')}
        />
        <NumberInput
          label={catalog.adm_a_rem_swap_night({}, to)}
          description={catalog.adm_a_rem_swap_night_hint({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('swap_offer_night_hours')}
        />
        <NumberInput
          label={catalog.adm_a_rem_nudge({}, to)}
          description={catalog.adm_a_rem_nudge_hint({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('confirm_nudge_days')}
        />
      </SimpleGrid>
      {/* Issue 25: the mail budget, so no member's clicks and no busy night flood anyone's inbox. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberInput
          label={catalog.adm_a_rem_mail_per_hour({}, to)}
          description={catalog.adm_a_rem_mail_per_hour_hint({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('member_mail_per_hour')}
        />
        <NumberInput
          label={catalog.adm_a_rem_vacancy({}, to)}
          description={catalog.adm_a_rem_vacancy_hint({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('vacancy_notice_minutes')}
        />
      </SimpleGrid>
      {/* Issue 19 part 2: members taking open nights themselves, and how many of one schedule each may take. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Switch
          label={catalog.adm_a_rem_self_signup({}, to)}
          description={catalog.adm_a_rem_self_signup_hint({}, to)}
          checked={form.values.self_signup}
          onChange={(event) => form.setFieldValue('self_signup', event.currentTarget.checked)}
        />
        <NumberInput
          label={catalog.adm_a_rem_max_signups({}, to)}
          description={catalog.adm_a_rem_max_signups_hint({}, to)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={!form.values.self_signup}
          {...form.getInputProps('max_signups_per_schedule')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconCalendarSearch size={16} />} onClick={() => setTestOpen(true)}>
            {catalog.adm_a_rem_test({}, to)}
          </Button>
          <Button variant="default" leftSection={<IconSend size={16} />} onClick={() => setSendOpen(true)}>
            {catalog.adm_a_rem_send_now({}, to)}
          </Button>
        </Group>
        {isReminderChangeUnsaved && (
          <Text size="xs" c="dimmed">
            {catalog.adm_a_rem_unsaved({}, to)}
          </Text>
        )}
      </Stack>
      <MailProgress batchId={sentBatch} />
      <TestRemindersDialog opened={isTestOpen} onClose={() => setTestOpen(false)} />
      <Modal
        opened={isSendOpen}
        onClose={() => setSendOpen(false)}
        title={catalog.adm_a_rem_send_now({}, to)}
        centered
        closeOnClickOutside={false}
        closeOnEscape={!sendReminders.isPending}
        withCloseButton={!sendReminders.isPending}
      >
        <Stack gap="lg">
          <Text size="sm">{catalog.adm_a_rem_send_text({}, to)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setSendOpen(false)}
              disabled={sendReminders.isPending}
              data-autofocus
            >
              {catalog.shell_cancel({}, to)}
            </Button>
            <Button
              loading={sendReminders.isPending}
              onClick={() =>
                sendReminders.mutate(undefined, {
                  onSuccess: (result) => setSentBatch(result.batch_id),
                  onSettled: () => setSendOpen(false),
                })
              }
            >
              {catalog.adm_a_rem_send({}, to)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}

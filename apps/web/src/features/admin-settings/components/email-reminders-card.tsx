import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCalendarSearch, IconSend } from '@tabler/icons-react';
import { useSendReminders } from '../hooks/use-reminders';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { MailProgress } from '../../../components/mail-progress';
import { SettingsCard } from '../../../components/settings-card';
import { TestRemindersDialog } from './test-reminders-dialog';

export function EmailRemindersCard({ form }: { form: SettingsFormApi }) {
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
    <SettingsCard
      title="Email Reminder Settings"
      description="Squareheads get an e-mail this many days before each of their dance dates."
    >
      <TextInput
        label="Reminder Days"
        description="Days before a dance date, separated by commas. Leave empty to send no reminders."
        placeholder="14,7,3,1"
        {...form.getInputProps('reminder_days')}
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="From Name" placeholder={form.values.club_name} {...form.getInputProps('email_from_name')} />
        <TextInput
          label="From Address"
          type="email"
          placeholder="club@example.org"
          {...form.getInputProps('email_from_address')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberInput
          label="Swap Offers per Wave"
          description="A swap request is e-mailed to this many members at a time, those who served least first."
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('swap_offer_batch')}
        />
        <NumberInput
          label="Hours Between Waves"
          description="Shortened when needed, so the last wave goes out 48 hours before the night."
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('swap_offer_wait_hours')}
        />
        <NumberInput
          label="Hours Between Offers for One Night"
          description="However often requests for a night are opened and withdrawn, its offers are e-mailed at most once in this many hours."
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('swap_offer_night_hours')}
        />
        <NumberInput
          label="Nudge Days Before a Night"
          description="Squareheads who have not confirmed or declined a published night get one reminder this many days before it."
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('confirm_nudge_days')}
        />
      </SimpleGrid>
      {/* Issue 25: the mail budget, so no member's clicks and no busy night flood anyone's inbox. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberInput
          label="E-mails per Member per Hour"
          description="The most e-mails one member's own actions send other people in an hour; the rest wait their turn."
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('member_mail_per_hour')}
        />
        <NumberInput
          label="Minutes Between Replacement Notices"
          description="Each administrator hears that one night needs a replacement at most once in this time."
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('vacancy_notice_minutes')}
        />
      </SimpleGrid>
      {/* Issue 19 part 2: members taking open nights themselves, and how many of one schedule each may take. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Switch
          label="Members Sign Up for Open Nights"
          description="Members see nights with an open place on My duties and the schedules, and take one themselves."
          checked={form.values.self_signup}
          onChange={(event) => form.setFieldValue('self_signup', event.currentTarget.checked)}
        />
        <NumberInput
          label="Self-chosen Nights per Schedule"
          description="The most nights of one schedule a member may take by signing up."
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
            Test Reminder System
          </Button>
          <Button variant="default" leftSection={<IconSend size={16} />} onClick={() => setSendOpen(true)}>
            Send due reminders now
          </Button>
        </Group>
        {isReminderChangeUnsaved && (
          <Text size="xs" c="dimmed">
            The test and the send use the saved settings: save first to try your changes.
          </Text>
        )}
      </Stack>
      <MailProgress batchId={sentBatch} />
      <TestRemindersDialog opened={isTestOpen} onClose={() => setTestOpen(false)} />
      <Modal
        opened={isSendOpen}
        onClose={() => setSendOpen(false)}
        title="Send due reminders now"
        centered
        closeOnClickOutside={false}
        closeOnEscape={!sendReminders.isPending}
        withCloseButton={!sendReminders.isPending}
      >
        <Stack gap="lg">
          <Text size="sm">
            This sends today&apos;s due reminder e-mails now instead of waiting for the daily run. Members who already
            got today&apos;s reminder are not e-mailed twice; members who share an address get one e-mail.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setSendOpen(false)}
              disabled={sendReminders.isPending}
              data-autofocus
            >
              Cancel
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
              Send reminders
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}

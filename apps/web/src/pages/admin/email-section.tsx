import { Stack } from '@mantine/core';
import { AdminSettingsView } from '../../features/admin-settings/components/admin-settings-view';
import { EmailRemindersCard } from '../../features/admin-settings/components/email-reminders-card';
import { EmailTemplateCard } from '../../features/admin-settings/components/email-template-card';
import { FailedEmailsCard } from '../../features/admin-settings/components/failed-emails-card';
import { SmtpSettingsCard } from '../../features/admin-settings/components/smtp-settings-card';

/**
 * Admin section "E-mail and reminders" (decision 061): e-mails that failed come first while there are any, then the
 * mail server (issue 26: one tap from anywhere in Admin), the reminders and the template.
 */
export function EmailSection() {
  return (
    <Stack gap="lg">
      <FailedEmailsCard />
      <AdminSettingsView>
        {(form, settings) => (
          <>
            <SmtpSettingsCard
              form={form}
              isPasswordSet={settings.smtp_password_set}
              isSmtpUrlSet={settings.smtp_url_set}
            />
            <EmailRemindersCard form={form} />
            <EmailTemplateCard form={form} />
          </>
        )}
      </AdminSettingsView>
    </Stack>
  );
}

import { useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { type AdminSettings, settingsSchema } from '@club/shared';
import { setClubColorPreview } from '../../../lib/club-color-preview';
import { useSettingsForm } from '../hooks/use-settings-form';
import { ApiTokensCard } from './api-tokens-card';
import { AuditLogCard } from './audit-log-card';
import { ClubInformationCard } from './club-information-card';
import { EmailRemindersCard } from './email-reminders-card';
import { EmailTemplateCard } from './email-template-card';
import { LeaveUnsavedDialog } from './leave-unsaved-dialog';
import { MaintenanceCard } from './maintenance-card';
import { MapsIntegrationCard } from './maps-integration-card';
import { SettingsSaveBar } from './settings-save-bar';
import { SmtpSettingsCard } from './smtp-settings-card';
import { SystemSettingsCard } from './system-settings-card';
import { ThemeAppearanceCard } from './theme-appearance-card';

const isHexColor = (value: string) => settingsSchema.shape.club_color.safeParse(value).success;

/**
 * SPEC §2 Admin Settings: every card of the settings form, the save bar, and the cards below it. A chunk of its own
 * (issue 18): with the settings schema it brings zod and every card's inputs, which the page fetches beside the
 * settings themselves rather than before drawing anything.
 */
export function AdminSettingsForm({ settings }: { settings: AdminSettings }) {
  const settingsForm = useSettingsForm(settings);
  const { form } = settingsForm;
  const formRef = useRef<HTMLDivElement>(null);
  const { values } = form;
  const baseline = form.getInitialValues();

  // Issue 5: the colour being chosen shows across the whole app at once, and the saved one returns on reset, on save
  // (then as the saved colour) and when the page is left.
  const previewColor =
    values.club_color !== baseline.club_color && isHexColor(values.club_color) ? values.club_color : null;
  useEffect(() => setClubColorPreview(previewColor), [previewColor]);
  useEffect(() => () => setClubColorPreview(null), []);

  const save = () => {
    if (settingsForm.submit()) return;
    // Takes the admin to the first message, which may be several cards away, after React has shown it.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  // Ctrl+S / Cmd+S saves from any field, as in a document; the browser's own "save page" would be no help here.
  useHotkeys([['mod+S', () => settingsForm.isDirty && !settingsForm.isSaving && save()]], []);

  return (
    <Stack gap="lg">
      <Stack gap="lg" ref={formRef}>
        <ClubInformationCard form={form} coordinates={settings} />
        <ThemeAppearanceCard form={form} />
        <EmailRemindersCard form={form} />
        <MapsIntegrationCard form={form} isKeySet={settings.google_api_key_set} />
        <EmailTemplateCard form={form} />
        <SmtpSettingsCard form={form} isPasswordSet={settings.smtp_password_set} isSmtpUrlSet={settings.smtp_url_set} />
        <SystemSettingsCard form={form} />
        <SettingsSaveBar
          isDirty={settingsForm.isDirty}
          isSaving={settingsForm.isSaving}
          onReset={settingsForm.reset}
          onSave={save}
        />
      </Stack>
      <ApiTokensCard />
      <AuditLogCard />
      <MaintenanceCard />
      <LeaveUnsavedDialog isDirty={settingsForm.isDirty} />
    </Stack>
  );
}

import { type ReactNode, useEffect, useRef } from 'react';
import { Box, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type AdminSettings, settingsSchema, SETTINGS_MESSAGES } from '@club/shared';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { setClubColorPreview } from '../../../lib/club-color-preview';
import { settingsQueryOptions } from '../../../lib/query-client';
import { useTRPC } from '../../../lib/trpc';
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
 * SPEC §2 Admin Settings: loads the settings, then the form; loading and failure have their own states. `before` is
 * what the page shows above the settings (the swap requests), which need not wait for them.
 */
export function AdminSettingsView({ before }: { before?: ReactNode }) {
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.admin.queryOptions(undefined, settingsQueryOptions));
  return (
    <>
      <PageHeader title="Admin Settings" subtitle="Club details, e-mail, maps, backups and maintenance." />
      {before && <Box mb="lg">{before}</Box>}
      <QueryState
        query={settings}
        errorTitle={SETTINGS_MESSAGES.loadErrorTitle}
        errorMessage={() => SETTINGS_MESSAGES.loadErrorText}
        loadingLabel={SETTINGS_MESSAGES.loading}
        loading={
          <Center py="xl">
            <Group gap="sm">
              <Loader size="sm" />
              <Text c="dimmed">{SETTINGS_MESSAGES.loading}</Text>
            </Group>
          </Center>
        }
      >
        {(loaded) => <AdminSettingsForm settings={loaded} />}
      </QueryState>
    </>
  );
}

function AdminSettingsForm({ settings }: { settings: AdminSettings }) {
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

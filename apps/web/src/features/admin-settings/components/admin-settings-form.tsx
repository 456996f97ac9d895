import { type ReactNode, useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { type AdminSettings, settingsSchema } from '@club/shared';
import { setClubColorPreview } from '../../../lib/club-color-preview';
import { type SettingsFormApi, useSettingsForm } from '../hooks/use-settings-form';
import { LeaveUnsavedDialog } from './leave-unsaved-dialog';
import { SettingsSaveBar } from './settings-save-bar';

/** The settings cards of one Admin section, drawn with the form they fill in and the settings it was loaded with. */
export type SettingsCards = (form: SettingsFormApi, settings: AdminSettings) => ReactNode;

const isHexColor = (value: string) => settingsSchema.shape.club_color.safeParse(value).success;

/**
 * SPEC §2 Admin Settings: the settings form of one Admin section (decision 061), its cards and the save bar. A chunk
 * of its own (issue 18): with the settings schema it brings zod, which the page fetches beside the settings
 * themselves rather than before drawing anything.
 */
export function AdminSettingsForm({ settings, children }: { settings: AdminSettings; children: SettingsCards }) {
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
    <Stack gap="lg" ref={formRef}>
      {children(form, settings)}
      <SettingsSaveBar
        isDirty={settingsForm.isDirty}
        isSaving={settingsForm.isSaving}
        onReset={settingsForm.reset}
        onSave={save}
      />
      <LeaveUnsavedDialog isDirty={settingsForm.isDirty} />
    </Stack>
  );
}

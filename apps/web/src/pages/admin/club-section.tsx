import { AdminSettingsView } from '../../features/admin-settings/components/admin-settings-view';
import { ClubInformationCard } from '../../features/admin-settings/components/club-information-card';
import { MapsIntegrationCard } from '../../features/admin-settings/components/maps-integration-card';
import { ThemeAppearanceCard } from '../../features/admin-settings/components/theme-appearance-card';

/** Admin section "Club" (decision 061): who the club is, how the app looks, and the maps key its address needs. */
export function ClubSection() {
  return (
    <AdminSettingsView>
      {(form, settings) => (
        <>
          <ClubInformationCard form={form} coordinates={settings} />
          <ThemeAppearanceCard form={form} />
          <MapsIntegrationCard form={form} isKeySet={settings.google_api_key_set} />
        </>
      )}
    </AdminSettingsView>
  );
}

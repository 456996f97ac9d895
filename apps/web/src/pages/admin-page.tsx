import { AdminSettingsView } from '../features/admin-settings/components/admin-settings-view';

export function AdminPage() {
  return <AdminSettingsView />;
}

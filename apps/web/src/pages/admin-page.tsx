import { AdminSettingsView } from '../features/admin-settings/components/admin-settings-view';
import { SwapRequestsCard } from '../features/swaps/components/swap-requests-card';

export function AdminPage() {
  return <AdminSettingsView before={<SwapRequestsCard />} />;
}

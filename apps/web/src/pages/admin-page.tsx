import { PageHeader } from '../components/page-header';

export function AdminPage() {
  return <PageHeader title="Admin Settings" />;
}

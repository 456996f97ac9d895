import { PageHeader } from '../components/page-header';

export function CurrentSchedulePage() {
  return <PageHeader title="Current Schedule" />;
}

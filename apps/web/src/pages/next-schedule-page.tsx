import { PageHeader } from '../components/page-header';

export function NextSchedulePage() {
  return <PageHeader title="Next Squarehead Schedule" subtitle="Create and edit upcoming assignments" />;
}

import { PageHeader } from '../components/page-header';
import { MyDutiesView } from '../features/duties/components/my-duties-view';

export function MyDutiesPage() {
  return (
    <>
      <PageHeader title="My duties" subtitle="Your upcoming squarehead nights and the nights you can serve" />
      <MyDutiesView />
    </>
  );
}

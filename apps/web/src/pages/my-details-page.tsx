import { Stack } from '@mantine/core';
import { AVAILABILITY_MESSAGES } from '@club/shared/plain';
import { PageHeader } from '../components/page-header';
import { SectionCard } from '../components/section-card';
import { MyDetails } from '../features/members/components/my-details';
import { AwaySection } from '../features/rota/availability/components/away-section';
import { CalendarFeedsCard } from '../features/rota/feeds/components/calendar-feeds-card';
import { useSignedInUser } from '../lib/use-signed-in-user';

/**
 * Issue 26 item 3: everything about the member themself in one place, reached from the menu and from their name.
 * The member's language joins as a card of its own after the calendar when the app speaks more than one (decision 062).
 */
export function MyDetailsPage() {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title="My details" subtitle="Your contact details, address, partner, away dates and calendar link" />
      <Stack gap="lg">
        <MyDetails user={user} />
        <SectionCard title={AVAILABILITY_MESSAGES.awayTitle}>
          <AwaySection />
        </SectionCard>
        <CalendarFeedsCard />
      </Stack>
    </>
  );
}

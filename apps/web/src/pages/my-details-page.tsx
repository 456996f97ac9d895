import { Stack } from '@mantine/core';
import { availabilityMessages, catalog } from '@club/shared/plain';
import { PageHeader } from '../components/page-header';
import { SectionCard } from '../components/section-card';
import { MyDetails } from '../features/members/components/my-details';
import { AwaySection } from '../features/rota/availability/components/away-section';
import { CalendarFeedsCard } from '../features/rota/feeds/components/calendar-feeds-card';
import { useReaderLocale } from '../lib/reader-locale';
import { useSignedInUser } from '../lib/use-signed-in-user';

/**
 * Issue 26 item 3: everything about the member themself in one place, reached from the menu and from their name.
 * The member's language joins as a card of its own after the calendar when the app speaks more than one (decision 062).
 */
export function MyDetailsPage() {
  const user = useSignedInUser();
  const locale = useReaderLocale();
  const to = { locale };
  if (!user) return null;
  return (
    <>
      <PageHeader title={catalog.shell_nav_my_details({}, to)} subtitle={catalog.mem_a_page_subtitle({}, to)} />
      <Stack gap="lg">
        <MyDetails user={user} />
        <SectionCard title={availabilityMessages(locale).awayTitle}>
          <AwaySection />
        </SectionCard>
        <CalendarFeedsCard />
      </Stack>
    </>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { CalendarFeed, CalendarFeedKind } from '@club/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { AddToCalendar } from './add-to-calendar';

const TEXTS: Record<CalendarFeedKind, { heading: string; explanation: string; create: string }> = {
  member: {
    heading: 'My duty nights',
    explanation:
      'Subscribe to your squarehead nights in your phone or desktop calendar; swaps and rota changes show up there by themselves. The link is private: anyone who has it can see your duty nights.',
    create: 'Create my calendar link',
  },
  club: {
    heading: 'Club rota calendar',
    explanation:
      'Every night of the current and next schedules with its squareheads, for administrators. Keep the link private.',
    create: 'Create the club calendar link',
  },
};

type CalendarFeedBlockProps = {
  kind: CalendarFeedKind;
  feed: CalendarFeed | null;
  isSaving: boolean;
  onReset: (onDone?: () => void) => void;
  onTurnOff: (onDone: () => void) => void;
};

/**
 * One private link: made on request, added to a calendar app in the way that app takes it (issue 26), reset when it
 * leaked, or turned off.
 */
export function CalendarFeedBlock({ kind, feed, isSaving, onReset, onTurnOff }: CalendarFeedBlockProps) {
  const [confirming, setConfirming] = useState<'reset' | 'off' | null>(null);
  const texts = TEXTS[kind];
  const close = () => setConfirming(null);

  return (
    <Stack gap="sm" component="section" aria-label={texts.heading}>
      <Title order={3} size="h5">
        {texts.heading}
      </Title>
      {feed === null ? (
        <>
          <Text size="sm">{texts.explanation}</Text>
          <Group>
            <Button leftSection={<IconCalendarPlus size={18} />} loading={isSaving} onClick={() => onReset()}>
              {texts.create}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <AddToCalendar feed={feed} />
          <Text size="xs" c="dimmed">
            {feed.last_fetched_at
              ? `Last read by a calendar app on ${new Date(feed.last_fetched_at).toLocaleString()}`
              : 'Not read by a calendar app yet'}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setConfirming('reset')}>
              Reset link
            </Button>
            <Button variant="outline" color="red" onClick={() => setConfirming('off')}>
              Turn off
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming === 'reset'}
        title="Reset calendar link"
        confirmLabel="Reset link"
        isProcessing={isSaving}
        onConfirm={() => onReset(close)}
        onClose={close}
      >
        <Text>
          The old link stops working at once. Calendars subscribed to it stop updating until you add the new link.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'off'}
        title="Turn off calendar link"
        confirmLabel="Turn off"
        isProcessing={isSaving}
        onConfirm={() => onTurnOff(close)}
        onClose={close}
      >
        <Text>The link stops working at once, and calendars subscribed to it stop updating.</Text>
      </ConfirmDialog>
    </Stack>
  );
}

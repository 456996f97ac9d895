import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { CalendarFeed, CalendarFeedKind } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { AddToCalendar } from './add-to-calendar';

const textsOf = (kind: CalendarFeedKind, locale: Locale): { heading: string; explanation: string; create: string } => {
  const to = { locale };
  return kind === 'member'
    ? {
        heading: catalog.feed_member_heading({}, to),
        explanation: catalog.feed_member_explanation({}, to),
        create: catalog.feed_member_create({}, to),
      }
    : {
        heading: catalog.feed_club_heading({}, to),
        explanation: catalog.feed_club_explanation({}, to),
        create: catalog.feed_club_create({}, to),
      };
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
  const locale = useReaderLocale();
  const to = { locale };
  const texts = textsOf(kind, locale);
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
              ? catalog.feed_last_read({ when: new Date(feed.last_fetched_at).toLocaleString() }, to)
              : catalog.feed_not_read_yet({}, to)}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setConfirming('reset')}>
              {catalog.feed_reset({}, to)}
            </Button>
            <Button variant="outline" color="red" onClick={() => setConfirming('off')}>
              {catalog.feed_turn_off({}, to)}
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming === 'reset'}
        title={catalog.feed_reset_title({}, to)}
        confirmLabel={catalog.feed_reset({}, to)}
        isProcessing={isSaving}
        onConfirm={() => onReset(close)}
        onClose={close}
      >
        <Text>{catalog.feed_reset_text({}, to)}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'off'}
        title={catalog.feed_turn_off_title({}, to)}
        confirmLabel={catalog.feed_turn_off({}, to)}
        isProcessing={isSaving}
        onConfirm={() => onTurnOff(close)}
        onClose={close}
      >
        <Text>{catalog.feed_turn_off_text({}, to)}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

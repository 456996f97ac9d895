import { type ReactNode, useId, useRef, useState } from 'react';
import { Button, Collapse, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  IconBrandApple,
  IconBrandGoogle,
  IconBrandOffice,
  IconBrandWindows,
  IconCalendarPlus,
  IconChevronDown,
  IconChevronUp,
  IconDownload,
} from '@tabler/icons-react';
import { type CalendarFeed, calendarLinks } from '@club/shared';
import classes from './add-to-calendar.module.css';

/** Issue 26: one line of help under each way, so a member can pick theirs without knowing what webcal is. */
export const ADD_TO_CALENDAR_TEXTS = {
  button: 'Add to calendar',
  listLabel: 'Ways to add the calendar',
  google: { title: 'Google Calendar', help: 'Opens Google Calendar, which asks you to add it; it updates by itself.' },
  apple: {
    title: 'Apple Calendar (iPhone, iPad, Mac)',
    help: 'Opens the Calendar app, which asks you to subscribe.',
  },
  outlook: {
    title: 'Outlook.com',
    help: 'For a personal Outlook, Hotmail or Live account: opens Outlook on the web.',
  },
  outlookWork: {
    title: 'Outlook for work or school',
    help: 'For a Microsoft 365 account from work or school: opens Outlook on the web.',
  },
  download: {
    title: 'Download a file (.ics)',
    help: 'A one-time copy to open or import; it does not change when the rota does.',
  },
  copy: {
    label: 'Calendar link',
    help: 'For any other calendar app: paste it where the app asks for a calendar address (subscribe by URL).',
    button: 'Copy',
    copied: 'Copied',
    confirmation: 'Calendar link copied. Paste it into your calendar app.',
    byHand: 'The browser did not let the page copy: the link is selected, copy it with Ctrl+C or a long press.',
  },
} as const;

type OptionProps = { icon: ReactNode; title: string; help: string; href: string; newTab?: boolean; download?: boolean };

function Option({ icon, title, help, href, newTab, download }: OptionProps) {
  const titleId = useId();
  const helpId = useId();
  return (
    <li>
      {/* Named by its title alone; the help line is its description, read after it. */}
      <a
        className={classes.option}
        href={href}
        aria-labelledby={titleId}
        aria-describedby={helpId}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(download ? { download: '' } : {})}
      >
        <span className={classes.icon} aria-hidden>
          {icon}
        </span>
        <span>
          <Text fw={600} size="sm" component="span" display="block" id={titleId}>
            {title}
          </Text>
          <Text size="xs" c="dimmed" component="span" display="block" id={helpId}>
            {help}
          </Text>
        </span>
      </a>
    </li>
  );
}

/**
 * The copy row: the address in a field (selected on focus, so a long press copies it) and a Copy button whose
 * outcome is said where a screen reader hears it. Without clipboard access (plain http on a LAN address), the field
 * is selected and the member told to copy it themself.
 */
function CopyAddress({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'byHand' | null>(null);
  const helpId = useId();
  const texts = ADD_TO_CALENDAR_TEXTS.copy;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setOutcome('byHand');
    }
  };
  return (
    <li className={classes.copyRow}>
      <Stack gap={6}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            ref={field}
            label={texts.label}
            value={url}
            readOnly
            flex={1}
            aria-describedby={helpId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant={outcome === 'copied' ? 'filled' : 'light'}
            color={outcome === 'copied' ? 'teal' : undefined}
            onClick={() => void copy()}
          >
            {outcome === 'copied' ? texts.copied : texts.button}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" id={helpId}>
          {texts.help}
        </Text>
        <Text size="sm" c={outcome === 'byHand' ? 'orange.9' : 'teal.9'} role="status" aria-live="polite">
          {outcome ? texts[outcome === 'copied' ? 'confirmation' : 'byHand'] : ''}
        </Text>
      </Stack>
    </li>
  );
}

/**
 * Issue 26: "Add to calendar" as a list of the ways a member's calendar takes a feed, each a large target with one
 * line of help. Open at first, while no calendar app has read the feed; closed after, so the page stays short.
 */
export function AddToCalendar({ feed }: { feed: CalendarFeed }) {
  const [open, setOpen] = useState(feed.last_fetched_at === null);
  const listId = useId();
  const links = calendarLinks(feed);
  const texts = ADD_TO_CALENDAR_TEXTS;
  return (
    <Stack gap="xs">
      <Button
        w="fit-content"
        leftSection={<IconCalendarPlus size={18} />}
        rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {texts.button}
      </Button>
      <Collapse expanded={open}>
        <ul className={classes.options} id={listId} aria-label={texts.listLabel}>
          <Option icon={<IconBrandGoogle size={24} />} href={links.google} newTab {...texts.google} />
          <Option icon={<IconBrandApple size={24} />} href={links.apple} {...texts.apple} />
          <Option icon={<IconBrandWindows size={24} />} href={links.outlook} newTab {...texts.outlook} />
          <Option icon={<IconBrandOffice size={24} />} href={links.outlook_work} newTab {...texts.outlookWork} />
          <Option icon={<IconDownload size={24} />} href={links.download} download {...texts.download} />
          <CopyAddress url={feed.url} />
        </ul>
      </Collapse>
    </Stack>
  );
}

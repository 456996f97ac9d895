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
import type { CalendarFeed } from '@club/shared';
import { addToCalendarMessages, calendarLinks } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import classes from './add-to-calendar.module.css';

type OptionProps = { icon: ReactNode; title: string; help: string; href: string; newTab?: boolean; download?: boolean };

function Option({ icon, title, help, href, newTab, download }: OptionProps) {
  const helpId = useId();
  return (
    // The link holds only its title, so its name is what it shows; its ::after covers the row, so the whole row is
    // the target, and the help line is its description.
    <li className={classes.option}>
      <span className={classes.icon} aria-hidden>
        {icon}
      </span>
      <span>
        <a
          className={classes.link}
          href={href}
          aria-describedby={helpId}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          {...(download ? { download: '' } : {})}
        >
          {title}
        </a>
        <Text size="sm" c="dimmed" id={helpId}>
          {help}
        </Text>
      </span>
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
  const texts = addToCalendarMessages(useReaderLocale()).copy;
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
        <Text size="sm" c="dimmed" id={helpId}>
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
  const texts = addToCalendarMessages(useReaderLocale());
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

import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '../../../lib/router/link';
import { IconCalendarOff, IconMail, IconMapPin, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import type { Member } from '@club/shared';
import { catalog, writeBirthday } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { formatFullName, getFriendName, getPartnerName } from '../utils/member-display';
import { roleLabels } from '../utils/member-labels';
import { EmailLink, PhoneLink } from './member-contact-links';
import { type MemberActionsProps, memberAvailabilityHref } from './member-row-actions';
import { MemberStatusBadge } from './member-status-badge';
import { WholeWords } from './whole-words';
import { useInBatches } from '../../../lib/use-in-batches';
import classes from './member-cards.module.css';

/** A phone's first screen holds two or three cards; the rest follow a batch per task. */
const CARDS_PER_BATCH = 8;

type MemberCardsProps = {
  members: Member[];
  getActions: (member: Member) => Omit<MemberActionsProps, 'member'>;
};

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box c="dimmed" pt={2} style={{ flexShrink: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Group>
  );
}

/** On a phone the directory is a list of cards: a ten-column table cannot be read at that width. */
export function MemberCards({ members, getActions }: MemberCardsProps) {
  const shown = useInBatches(members, CARDS_PER_BATCH);
  const locale = useReaderLocale();
  const to = { locale };
  return (
    <Box
      component="ul"
      aria-label={catalog.mem_a_cards_label({}, to)}
      p={0}
      m={0}
      style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
    >
      {shown.map((member) => {
        const name = formatFullName(member.first_name, member.last_name);
        const { canEdit, canDelete, onEdit, onDelete, canSeeAvailability } = getActions(member);
        const partner = getPartnerName(member);
        const friend = getFriendName(member);
        const birthday = writeBirthday(member.birthday, locale);
        return (
          <Card component="li" key={member.id} className={classes.card} withBorder radius="md" padding="md">
            {/* Issue 17: the badges keep their words; on a narrow card they drop below the name instead. */}
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
              <Text fw={600} size="lg" lh={1.3} miw={0}>
                {name}
              </Text>
              <Group gap={6} wrap="wrap">
                {member.role === 'admin' && (
                  <Badge variant="outline" radius="sm">
                    {roleLabels(locale).admin}
                  </Badge>
                )}
                <MemberStatusBadge status={member.status} />
              </Group>
            </Group>
            <Stack gap={6}>
              {member.phone && (
                <ContactLine icon={<IconPhone size={18} />}>
                  <PhoneLink
                    phone={member.phone}
                    e164={member.phone_e164}
                    label={(text) => catalog.mem_a_call({ name, phone: text }, to)}
                  />
                </ContactLine>
              )}
              <ContactLine icon={<IconMail size={18} />}>
                <EmailLink email={member.email} />
              </ContactLine>
              {member.address && (
                <ContactLine icon={<IconMapPin size={18} />}>
                  <Text size="sm">
                    <WholeWords text={member.address} />
                  </Text>
                </ContactLine>
              )}
              {(partner || friend || birthday) && (
                <Text size="sm" c="dimmed">
                  {[
                    partner && catalog.mem_a_card_partner({ name: partner }, to),
                    friend && catalog.mem_a_card_friend({ name: friend }, to),
                    birthday && catalog.mem_a_card_birthday({ date: birthday }, to),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </Stack>
            {canSeeAvailability && (
              // A row of its own: three buttons side by side do not fit a 360 px phone.
              <Button
                component={Link}
                to={memberAvailabilityHref(member)}
                variant="default"
                fullWidth
                mt="md"
                leftSection={<IconCalendarOff size={18} />}
                aria-label={catalog.mem_a_availability_of({ name }, to)}
              >
                {catalog.mem_a_availability({}, to)}
              </Button>
            )}
            {(canEdit || canDelete) && (
              <Group gap="sm" mt={canSeeAvailability ? 'sm' : 'md'} grow>
                {canEdit && (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={18} />}
                    onClick={() => onEdit(member)}
                    aria-label={catalog.mem_a_edit_name({ name }, to)}
                  >
                    {catalog.mem_a_edit({}, to)}
                  </Button>
                )}
                {canDelete && (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={18} />}
                    onClick={() => onDelete(member)}
                    aria-label={catalog.mem_a_delete_name({ name }, to)}
                  >
                    {catalog.mem_a_delete({}, to)}
                  </Button>
                )}
              </Group>
            )}
          </Card>
        );
      })}
    </Box>
  );
}

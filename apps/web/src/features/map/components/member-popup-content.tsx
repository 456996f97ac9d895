import { Anchor, Stack, Text } from '@mantine/core';
import type { Member } from '@club/shared';
import { catalog, phoneLink } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { getCoordinatesNote, getFullName, statusLabels } from '../utils/member-popup';

/**
 * SPEC §2 marker popup: name, e-mail, phone, status, address, and whether the coordinates are cached. Lines are divs:
 * Leaflet's stylesheet gives paragraphs in a popup wide margins.
 */
export function MemberPopupContent({ member }: { member: Member }) {
  const locale = useReaderLocale();
  return (
    <Stack gap={4} miw={200}>
      <Text component="div" fw={700} size="sm">
        {getFullName(member)}
      </Text>
      <Anchor href={`mailto:${member.email}`} size="sm">
        {member.email}
      </Anchor>
      {member.phone && <PopupPhone phone={member.phone} e164={member.phone_e164} />}
      <Text component="div" size="sm">
        {catalog.map_status({ status: statusLabels(locale)[member.status] }, { locale })}
      </Text>
      <Text component="div" size="sm">
        {member.address}
      </Text>
      <Text component="div" size="xs" c="dimmed">
        {getCoordinatesNote(member, locale)}
      </Text>
    </Stack>
  );
}

/** Issue 26: as the member wrote it, calling the E.164 number; without a link when it could not be read. */
function PopupPhone({ phone, e164 }: { phone: string; e164: string | null }) {
  const { text, href } = phoneLink(phone, e164);
  if (href === null) {
    return (
      <Text component="div" size="sm">
        {text}
      </Text>
    );
  }
  return (
    <Anchor href={href} size="sm">
      {text}
    </Anchor>
  );
}

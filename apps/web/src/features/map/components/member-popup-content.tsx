import { Anchor, Stack, Text } from '@mantine/core';
import type { Member } from '@club/shared';
import { getCoordinatesNote, getFullName, STATUS_LABELS } from '../utils/member-popup';

/**
 * SPEC §2 marker popup: name, e-mail, phone, status, address, and whether the coordinates are cached. Lines are divs:
 * Leaflet's stylesheet gives paragraphs in a popup wide margins.
 */
export function MemberPopupContent({ member }: { member: Member }) {
  return (
    <Stack gap={4} miw={200}>
      <Text component="div" fw={700} size="sm">
        {getFullName(member)}
      </Text>
      <Anchor href={`mailto:${member.email}`} size="sm">
        {member.email}
      </Anchor>
      {member.phone && (
        <Anchor href={`tel:${member.phone.replace(/[^\d+]/g, '')}`} size="sm">
          {member.phone}
        </Anchor>
      )}
      <Text component="div" size="sm">
        Status: {STATUS_LABELS[member.status]}
      </Text>
      <Text component="div" size="sm">
        {member.address}
      </Text>
      <Text component="div" size="xs" c="dimmed">
        {getCoordinatesNote(member)}
      </Text>
    </Stack>
  );
}

import { Link } from '../../../lib/router/link';
import { ActionIcon, Group } from '@mantine/core';
import { IconCalendarOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Member } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { paths } from '../../../config/paths';
import { formatFullName } from '../utils/member-display';
import { LazyTooltip } from '../../../components/lazy-tooltip';

export type MemberActionsProps = {
  member: Member;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
  /** Issue 19 part 7: admins reach the availability of a member who phoned (the Admin page's away card). */
  canSeeAvailability: boolean;
};

/** The Admin page with the member chosen in its "Away dates for a member" card. */
export const memberAvailabilityHref = (member: Member) => `${paths.adminMembers}?member=${member.id}`;

/** The table's edit and delete buttons, named after the member for screen readers. */
export function MemberRowActions({
  member,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  canSeeAvailability,
}: MemberActionsProps) {
  const name = formatFullName(member.first_name, member.last_name);
  const to = { locale: useReaderLocale() };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {canSeeAvailability && (
        <LazyTooltip label={catalog.mem_a_availability({}, to)} withArrow>
          <ActionIcon
            component={Link}
            to={memberAvailabilityHref(member)}
            variant="subtle"
            color="gray"
            aria-label={catalog.mem_a_availability_of({ name }, to)}
          >
            <IconCalendarOff size={18} />
          </ActionIcon>
        </LazyTooltip>
      )}
      {canEdit && (
        <LazyTooltip label={catalog.mem_a_edit({}, to)} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={catalog.mem_a_edit_name({ name }, to)}
            onClick={() => onEdit(member)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </LazyTooltip>
      )}
      {canDelete && (
        <LazyTooltip label={catalog.mem_a_delete({}, to)} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={catalog.mem_a_delete_name({ name }, to)}
            onClick={() => onDelete(member)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </LazyTooltip>
      )}
    </Group>
  );
}

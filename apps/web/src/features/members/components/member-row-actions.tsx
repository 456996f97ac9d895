import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Member } from '@club/shared';
import { formatFullName } from '../utils/member-display';

export type MemberActionsProps = {
  member: Member;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
};

/** The table's edit and delete buttons, named after the member for screen readers. */
export function MemberRowActions({ member, canEdit, canDelete, onEdit, onDelete }: MemberActionsProps) {
  const name = formatFullName(member.first_name, member.last_name);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {canEdit && (
        <Tooltip label="Edit" withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${name}`} onClick={() => onEdit(member)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip label="Delete" withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={() => onDelete(member)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

import { Text } from '@mantine/core';
import type { Member } from '@club/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatFullName } from '../utils/member-display';

type DeleteMemberDialogProps = {
  opened: boolean;
  member: Member | null;
  isDeleting: boolean;
  onConfirm: (member: Member) => void;
  onClose: () => void;
};

export function DeleteMemberDialog({ opened, member, isDeleting, onConfirm, onClose }: DeleteMemberDialogProps) {
  const name = member ? formatFullName(member.first_name, member.last_name) : '';
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Member"
      confirmLabel="Delete Member"
      isProcessing={isDeleting}
      onConfirm={() => member && onConfirm(member)}
      onClose={onClose}
    >
      <Text>
        Delete{' '}
        <Text span fw={700}>
          {name}
        </Text>{' '}
        {member && `(${member.email})`} from the roster? This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}

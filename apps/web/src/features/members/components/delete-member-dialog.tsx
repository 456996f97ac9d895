import { Text } from '@mantine/core';
import type { Member } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatFullName } from '../utils/member-display';

type DeleteMemberDialogProps = {
  opened: boolean;
  member: Member | null;
  isDeleting: boolean;
  onConfirm: (member: Member) => void;
  onClose: () => void;
};

// Stands for the name in the question around it, which is split there to set the name in bold.
const NAME_MARK = '\u0000';

export function DeleteMemberDialog({ opened, member, isDeleting, onConfirm, onClose }: DeleteMemberDialogProps) {
  const name = member ? formatFullName(member.first_name, member.last_name) : '';
  const to = { locale: useReaderLocale() };
  const [beforeName, afterName] = catalog
    .mem_a_delete_question({ name: NAME_MARK, email: member?.email ?? '' }, to)
    .split(NAME_MARK);
  return (
    <ConfirmDialog
      opened={opened}
      title={catalog.mem_a_delete_title({}, to)}
      confirmLabel={catalog.mem_a_delete_title({}, to)}
      isProcessing={isDeleting}
      onConfirm={() => member && onConfirm(member)}
      onClose={onClose}
    >
      <Text>
        {beforeName}
        <Text span fw={700}>
          {name}
        </Text>
        {afterName}
      </Text>
    </ConfirmDialog>
  );
}

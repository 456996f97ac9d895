import { Modal } from '@mantine/core';
import type { Member } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { MemberFormMode } from '../utils/member-form-values';
import { MemberForm } from './member-form';

export type MemberFormTarget = { mode: MemberFormMode; member: Member | null };

type MemberFormDialogProps = {
  opened: boolean;
  target: MemberFormTarget;
  /** Every member, for the partner and friend pickers. */
  members: readonly Member[] | undefined;
  canSetAdmin: boolean;
  canChangeEmail: boolean;
  onClose: () => void;
};

const TITLES: Record<MemberFormMode, (to: { locale: Locale }) => string> = {
  create: (to) => catalog.mem_a_add_member({}, to),
  edit: (to) => catalog.mem_a_dialog_edit({}, to),
  'self-edit': (to) => catalog.mem_a_dialog_self_edit({}, to),
};

/** SPEC §2 member form dialog, for adding and editing; Esc closes it and Enter in a field submits it. */
export function MemberFormDialog({
  opened,
  target,
  members,
  canSetAdmin,
  canChangeEmail,
  onClose,
}: MemberFormDialogProps) {
  const isPhone = useIsPhone();
  const locale = useReaderLocale();
  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[target.mode]({ locale })} size="lg" fullScreen={isPhone}>
      <MemberForm
        // A fresh form for every member opened, so no value carries over from the last one.
        key={target.member?.id ?? 'new'}
        target={target}
        members={members}
        canSetAdmin={canSetAdmin}
        canChangeEmail={canChangeEmail}
        onCancel={onClose}
        onSaved={onClose}
      />
    </Modal>
  );
}

import { Badge, Mark, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCircleCheck, IconCircleX, IconClockQuestion } from '@tabler/icons-react';
import type { ConfirmationState } from '@club/shared';
import { catalog, CONFIRM_MESSAGES, dutyRotaMessages, signupWebMessages } from '@club/shared/plain';
import { LazyTooltip } from '../../../../components/lazy-tooltip';
import { useReaderLocale } from '../../../../lib/reader-locale';

type SquareheadNameProps = {
  name: string | null;
  canEdit: boolean;
  /** Issue 17: the signed-in member's own name stands out, in words too, not by colour alone. */
  isOwn?: boolean;
  /** Issue 17: the member said they cannot serve this night and stays listed until someone takes their place. */
  cantServe?: boolean;
  /** Issue 19 part 2, shown to admins: the member took this place by signing up. */
  selfSignup?: boolean;
  /** Issue 19 part 3: once the schedule is published, whether the member said they will be there. */
  answer?: ConfirmationState;
};

const ANSWER_ICONS = {
  confirmed: { Icon: IconCircleCheck, color: 'var(--mantine-color-teal-8)' },
  declined: { Icon: IconCircleX, color: 'var(--mantine-color-red-8)' },
  waiting: { Icon: IconClockQuestion, color: 'var(--mantine-color-gray-7)' },
} as const;

/** A small icon before the name, named for screen readers and on hover; it fits a 360 px card beside the name. */
function AnswerIcon({ answer }: { answer: ConfirmationState }) {
  const { Icon, color } = ANSWER_ICONS[answer];
  const label = CONFIRM_MESSAGES.badge[answer];
  return (
    <LazyTooltip label={label} withArrow>
      <span role="img" aria-label={label} style={{ verticalAlign: 'text-bottom', marginRight: 4 }}>
        <Icon size={16} color={color} aria-hidden />
      </span>
    </LazyTooltip>
  );
}

function withAnswer(name: ReactNode, answer: ConfirmationState | undefined) {
  if (!answer) return name;
  return (
    <>
      <AnswerIcon answer={answer} />
      {name}
    </>
  );
}

/** Issue 19 part 2, for admins: the member took this place themselves. */
function SignedUpMark() {
  const words = signupWebMessages(useReaderLocale());
  return (
    <Badge component="span" color="teal" variant="light" radius="sm" title={words.signedUpTitle}>
      {words.signedUpMarker}
    </Badge>
  );
}

/** Issue 17: the member on duty said they cannot serve this night. */
function CantServeMark() {
  const words = dutyRotaMessages(useReaderLocale());
  return (
    <Badge component="span" color="orange" variant="light" radius="sm">
      {words.cantServeMark}
    </Badge>
  );
}

/** The markers are badges after the name (badges are never narrower than their text: app/theme.ts). */
function withMarks(name: ReactNode, cantServe: boolean, selfSignup: boolean) {
  if (!cantServe && !selfSignup) return name;
  return (
    <>
      {name}
      {selfSignup && (
        <>
          {' '}
          <SignedUpMark />
        </>
      )}
      {cantServe && (
        <>
          {' '}
          <CantServeMark />
        </>
      )}
    </>
  );
}

/** The reader's own name, marked as theirs in their language. */
function OwnName({ name }: { name: string }) {
  const locale = useReaderLocale();
  return (
    <Mark color="yellow" fw={700} px={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {catalog.night_own_name({ name }, { locale })}
    </Mark>
  );
}

/** An empty slot: the SPEC §2 prompt to admins, a dash to everyone else. */
function EmptySlot({ canEdit }: { canEdit: boolean }) {
  const locale = useReaderLocale();
  return (
    <Text span size="sm" c="dimmed" fs={canEdit ? 'italic' : undefined}>
      {canEdit ? catalog.night_click_to_assign({}, { locale }) : '—'}
    </Text>
  );
}

/**
 * A slot's member, or for an empty slot the SPEC §2 prompt to admins and a dash to everyone else. A name alone needs
 * no words of the reader's language, so only the own name and the empty slot ask which it is.
 */
export function SquareheadName({
  name,
  canEdit,
  isOwn = false,
  cantServe = false,
  selfSignup = false,
  answer,
}: SquareheadNameProps) {
  const marked = selfSignup && canEdit;
  if (name && isOwn) return withAnswer(withMarks(<OwnName name={name} />, cantServe, marked), answer);
  if (name) return withAnswer(withMarks(<>{name}</>, cantServe, marked), answer);
  return <EmptySlot canEdit={canEdit} />;
}

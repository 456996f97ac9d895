import { Badge, Mark, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DUTY_MESSAGES, SIGNUP_MESSAGES } from '@club/shared';

type SquareheadNameProps = {
  name: string | null;
  canEdit: boolean;
  /** Issue 17: the signed-in member's own name stands out, in words too, not by colour alone. */
  isOwn?: boolean;
  /** Issue 17: the member said they cannot serve this night and stays listed until someone takes their place. */
  cantServe?: boolean;
  /** Issue 19 part 2, shown to admins: the member took this place by signing up. */
  selfSignup?: boolean;
};

/** The markers are badges after the name (badges are never narrower than their text: app/theme.ts). */
function withMarks(name: ReactNode, cantServe: boolean, selfSignup: boolean) {
  if (!cantServe && !selfSignup) return name;
  return (
    <>
      {name}
      {selfSignup && (
        <>
          {' '}
          <Badge component="span" color="teal" variant="light" radius="sm" title={SIGNUP_MESSAGES.signedUpTitle}>
            {SIGNUP_MESSAGES.signedUpMarker}
          </Badge>
        </>
      )}
      {cantServe && (
        <>
          {' '}
          <Badge component="span" color="orange" variant="light" radius="sm">
            {DUTY_MESSAGES.cantServeMark}
          </Badge>
        </>
      )}
    </>
  );
}

/** A slot's member, or for an empty slot the SPEC §2 prompt to admins and a dash to everyone else. */
export function SquareheadName({
  name,
  canEdit,
  isOwn = false,
  cantServe = false,
  selfSignup = false,
}: SquareheadNameProps) {
  const marked = selfSignup && canEdit;
  if (name && isOwn) {
    return withMarks(
      <Mark color="yellow" fw={700} px={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        {name} (you)
      </Mark>,
      cantServe,
      marked,
    );
  }
  if (name) return withMarks(<>{name}</>, cantServe, marked);
  return (
    <Text span size="sm" c="dimmed" fs={canEdit ? 'italic' : undefined}>
      {canEdit ? 'Click to assign' : '—'}
    </Text>
  );
}

import { Badge, Mark, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DUTY_MESSAGES } from '@club/shared/plain';

type SquareheadNameProps = {
  name: string | null;
  canEdit: boolean;
  /** Issue 17: the signed-in member's own name stands out, in words too, not by colour alone. */
  isOwn?: boolean;
  /** Issue 17: the member said they cannot serve this night and stays listed until someone takes their place. */
  cantServe?: boolean;
};

/** The marker is a badge after the name (badges are never narrower than their text: app/theme.ts). */
function withCantServe(name: ReactNode, cantServe: boolean) {
  if (!cantServe) return name;
  return (
    <>
      {name}{' '}
      <Badge component="span" color="orange" variant="light" radius="sm">
        {DUTY_MESSAGES.cantServeMark}
      </Badge>
    </>
  );
}

/** A slot's member, or for an empty slot the SPEC §2 prompt to admins and a dash to everyone else. */
export function SquareheadName({ name, canEdit, isOwn = false, cantServe = false }: SquareheadNameProps) {
  if (name && isOwn) {
    return withCantServe(
      <Mark color="yellow" fw={700} px={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        {name} (you)
      </Mark>,
      cantServe,
    );
  }
  if (name) return withCantServe(<>{name}</>, cantServe);
  return (
    <Text span size="sm" c="dimmed" fs={canEdit ? 'italic' : undefined}>
      {canEdit ? 'Click to assign' : '—'}
    </Text>
  );
}

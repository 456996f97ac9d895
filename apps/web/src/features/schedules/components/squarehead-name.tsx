import { Mark, Text } from '@mantine/core';

type SquareheadNameProps = {
  name: string | null;
  canEdit: boolean;
  /** Issue 17: the signed-in member's own name stands out, in words too, not by colour alone. */
  isOwn?: boolean;
};

/** A slot's member, or for an empty slot the SPEC §2 prompt to admins and a dash to everyone else. */
export function SquareheadName({ name, canEdit, isOwn = false }: SquareheadNameProps) {
  if (name && isOwn) {
    return (
      <Mark color="yellow" fw={700} px={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        {name} (you)
      </Mark>
    );
  }
  if (name) return <>{name}</>;
  return (
    <Text span size="sm" c="dimmed" fs={canEdit ? 'italic' : undefined}>
      {canEdit ? 'Click to assign' : '—'}
    </Text>
  );
}

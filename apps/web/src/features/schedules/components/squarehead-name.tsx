import { Text } from '@mantine/core';

/** A slot's member, or for an empty slot the SPEC §2 prompt to admins and a dash to everyone else. */
export function SquareheadName({ name, canEdit }: { name: string | null; canEdit: boolean }) {
  if (name) return <>{name}</>;
  return (
    <Text span size="sm" c="dimmed" fs={canEdit ? 'italic' : undefined}>
      {canEdit ? 'Click to assign' : '—'}
    </Text>
  );
}

import { Checkbox, Paper, Stack } from '@mantine/core';
import type { HouseholdMember } from '@club/shared';

type HouseholdAddressOfferProps = {
  household: readonly HouseholdMember[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
};

const why = (person: HouseholdMember) =>
  [person.is_partner && 'your partner', person.shares_inbox && 'shares your e-mail address'].filter(Boolean).join(', ');

/**
 * Issue 26: right under a changed address, whom of the household it may also apply to, by name, in the same save.
 * Nobody is ticked: moving someone else is their choice to make with the member, never a default.
 */
export function HouseholdAddressOffer({ household, chosen, onChange, disabled }: HouseholdAddressOfferProps) {
  return (
    // A frame in the club's colour, not a tinted ground: the dimmed descriptions keep their contrast on white (axe, 4.5:1).
    <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}>
      <Checkbox.Group
        label="Does anyone move with you?"
        description="Tick who gets the same new address when you save."
        value={chosen.map(String)}
        onChange={(values) => onChange(values.map(Number))}
      >
        <Stack gap="sm" mt="sm">
          {household.map((person) => (
            <Checkbox
              key={person.id}
              value={String(person.id)}
              size="md"
              disabled={disabled}
              label={`${person.name} (${why(person)})`}
              description={person.address ? `Now: ${person.address}` : 'No address yet'}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Paper>
  );
}

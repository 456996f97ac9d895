import { Checkbox, Paper, Stack } from '@mantine/core';
import type { HouseholdMember } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';

type HouseholdAddressOfferProps = {
  household: readonly HouseholdMember[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
};

const why = (person: HouseholdMember, locale: Locale) =>
  [
    person.is_partner && catalog.mem_a_offer_your_partner({}, { locale }),
    person.shares_inbox && catalog.mem_a_offer_shares_email({}, { locale }),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Issue 26: right under a changed address, whom of the household it may also apply to, by name, in the same save.
 * Nobody is ticked: moving someone else is their choice to make with the member, never a default.
 */
export function HouseholdAddressOffer({ household, chosen, onChange, disabled }: HouseholdAddressOfferProps) {
  const locale = useReaderLocale();
  const to = { locale };
  return (
    // A frame in the club's colour, not a tinted ground: the dimmed descriptions keep their contrast on white (axe, 4.5:1).
    <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}>
      <Checkbox.Group
        label={catalog.mem_a_offer_label({}, to)}
        description={catalog.mem_a_offer_hint({}, to)}
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
              label={catalog.mem_a_offer_person({ name: person.name, why: why(person, locale) }, to)}
              description={
                person.address
                  ? catalog.mem_a_offer_now({ address: person.address }, to)
                  : catalog.mem_a_offer_no_address({}, to)
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Paper>
  );
}

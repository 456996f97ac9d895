import { Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import type { SwapRequest } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { GoToMyDuties, LinkResult } from '../../night/components/link-result';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';

// The date stands in bold wherever the language puts it in the sentence: the message is asked with this mark in its
// place and cut there.
const DATE_MARK = '\u0000';

function withBoldDate(sentence: string, date: string) {
  const [before, after] = sentence.split(DATE_MARK);
  return (
    <>
      {before}
      <strong>{date}</strong>
      {after}
    </>
  );
}

/** The night is the member's now; they are signed in, so My duties opens straight away. */
export function SwapAccepted({ request }: { request: SwapRequest }) {
  const to = { locale: useReaderLocale() };
  const name = request.requester.name;
  return (
    <LinkResult icon={IconCalendarCheck} color="green" title={catalog.swap_accepted_title({}, to)}>
      <Text>
        {withBoldDate(catalog.swap_accepted_serve({ date: DATE_MARK, name }, to), formatDanceDate(request.dance_date))}
      </Text>
      {request.return_date && (
        <Text>
          {withBoldDate(
            catalog.swap_accepted_return({ date: DATE_MARK, name }, to),
            formatDanceDate(request.return_date),
          )}
        </Text>
      )}
      <GoToMyDuties replace />
    </LinkResult>
  );
}

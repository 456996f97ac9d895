import type { SwapKind, SwapRequest } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';

/** The choices of the ask dialog, spoken to the member asking. */
export function swapKindChoices(locale: Locale): Record<SwapKind, string> {
  return {
    give_away: catalog.swap_kind_choice_give_away({}, { locale }),
    swap: catalog.swap_kind_choice_swap({}, { locale }),
  };
}

/** The kind of a request in lists. */
export function swapKindNames(locale: Locale): Record<SwapKind, string> {
  return { give_away: catalog.swap_kind_give_away({}, { locale }), swap: catalog.swap_kind_swap({}, { locale }) };
}

/** The status of a request in words, naming who took it once it is settled. */
export function describeSwapStatus(request: Pick<SwapRequest, 'status' | 'taken_by'>, locale: Locale): string {
  const to = { locale };
  const name = request.taken_by?.name;
  switch (request.status) {
    case 'open':
      return catalog.swap_status_open({}, to);
    case 'accepted':
      return name ? catalog.swap_status_taken({ name }, to) : catalog.swap_status_taken_by_a_member({}, to);
    case 'approved':
      return name ? catalog.swap_status_approved({ name }, to) : catalog.swap_status_approved_a_member({}, to);
    case 'cancelled':
      return catalog.swap_status_cancelled({}, to);
    case 'expired':
      return catalog.swap_status_expired({}, to);
  }
}

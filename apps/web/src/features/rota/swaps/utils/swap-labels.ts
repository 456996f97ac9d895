import type { SwapKind, SwapRequest } from '@club/shared';

/** The choices of the ask dialog, spoken to the member asking. */
export const SWAP_KIND_CHOICES: Record<SwapKind, string> = {
  give_away: 'Give the night away',
  swap: 'Swap it for one of their nights',
};

/** The kind of a request in lists. */
export const SWAP_KIND_NAMES: Record<SwapKind, string> = { give_away: 'Give away', swap: 'Swap' };

/** The status of a request in words, naming who took it once it is settled. */
export function describeSwapStatus(request: Pick<SwapRequest, 'status' | 'taken_by'>): string {
  switch (request.status) {
    case 'open':
      return 'Open';
    case 'accepted':
      return `Taken by ${request.taken_by?.name ?? 'a member'}`;
    case 'approved':
      return `Approved: ${request.taken_by?.name ?? 'a member'}`;
    case 'cancelled':
      return 'Cancelled';
    case 'expired':
      return 'Expired';
  }
}

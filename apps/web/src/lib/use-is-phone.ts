import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's sm breakpoint (48em) lists become cards and dialogs fill the screen. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

export function useIsPhone(): boolean {
  // Read synchronously, so a phone never renders the wide table first.
  return useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}

import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's sm breakpoint (48em) lists become cards and dialogs fill the screen. */
export function useIsPhone(): boolean {
  // Read synchronously, so a phone never renders the wide table first.
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}

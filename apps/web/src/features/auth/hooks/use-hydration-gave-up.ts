import { useEffect, useState } from 'react';
import { AUTH_HYDRATION_INTERVAL_MS, AUTH_HYDRATION_TRIES } from '@club/shared/plain';

/** SPEC §2: protected routes wait for stored auth for up to 50 tries of 100 ms, then treat the user as signed out. */
export function useHydrationGaveUp(isHydrated: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (isHydrated) return;
    const timer = window.setTimeout(() => setGaveUp(true), AUTH_HYDRATION_TRIES * AUTH_HYDRATION_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [isHydrated]);
  return gaveUp;
}

import { type ReactNode, useEffect, useState } from 'react';
import { DatesProvider } from '@mantine/dates';
import type { Locale } from '@club/shared/plain';
import { followMemberLocale } from '../lib/build-locale';
import { readerLocaleOf, useMemberLocale } from '../lib/reader-locale';

/** dayjs speaks English by itself; German's names of months and days are fetched the first time a reader needs them. */
async function loadDayjsLocale(locale: Locale): Promise<void> {
  if (locale === 'de') await import('dayjs/locale/de');
}

/**
 * Issue 29: the page and the date pickers in the reader's language: `<html lang>` (which the server set for this
 * visitor) follows a signed-in member's own, and German weeks start on Monday. A build of one language loads the page
 * again from the other's when the member reads it (decision 092).
 */
export function ReaderLocaleProvider({ children }: { children: ReactNode }) {
  const member = useMemberLocale();
  const locale = readerLocaleOf(member);
  const [loaded, setLoaded] = useState<Locale>('en');
  useEffect(() => followMemberLocale(member), [member]);
  useEffect(() => {
    document.documentElement.lang = locale;
    let current = true;
    loadDayjsLocale(locale).then(
      () => current && setLoaded(locale),
      // Without its names the pickers stay English; everything else still reads the catalog's German.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <DatesProvider settings={{ locale: loaded, firstDayOfWeek: loaded === 'de' ? 1 : 0 }}>{children}</DatesProvider>
  );
}

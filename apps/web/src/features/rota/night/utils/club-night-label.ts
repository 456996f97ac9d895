import type { ClubNightType } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';

/** A night's type as the reader reads it; the stored value stays the SPEC's English. */
export function clubNightLabel(type: ClubNightType, locale: Locale): string {
  return type === 'FIFTH WED'
    ? catalog.plan_night_fifth_wed({}, { locale })
    : catalog.plan_night_normal({}, { locale });
}

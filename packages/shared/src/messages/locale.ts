import { catalog, type Locale } from '../catalog.js';

/** Issue 29: the Language selects of My details, the member form and the club's settings, in the reader's language. */
export function localeMessages(locale: Locale) {
  const to = { locale };
  return {
    label: catalog.locale_label({}, to),
    clubDefault: catalog.locale_club_default({}, to),
    clubSettingLabel: catalog.locale_club_setting_label({}, to),
    clubSettingDescription: catalog.locale_club_setting_description({}, to),
    /** Each language by its own name, in every catalog (glossary.md). */
    languages: { en: catalog.language_en({}, to), de: catalog.language_de({}, to) } satisfies Record<Locale, string>,
  };
}

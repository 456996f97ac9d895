import { Select } from '@mantine/core';
import { LOCALES, localeMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';

type LanguageSelectProps = { value: string; onChange: (value: string) => void; error?: string };

/** Issue 29: a member's own language, or '' for their club's. */
export function LanguageSelect({ value, onChange, error }: LanguageSelectProps) {
  const text = localeMessages(useReaderLocale());
  const data = [
    { value: '', label: text.clubDefault },
    ...LOCALES.map((locale) => ({ value: locale, label: text.languages[locale] })),
  ];
  return (
    <Select
      label={text.label}
      data={data}
      value={value}
      onChange={(chosen) => onChange(chosen ?? '')}
      allowDeselect={false}
      error={error}
    />
  );
}

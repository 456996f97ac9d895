import type { ReactNode } from 'react';
import { Anchor, PasswordInput, Text } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useReaderLocale } from '../../../lib/reader-locale';

type SecretInputProps = {
  label: string;
  description: string;
  /** Whether the server holds a value; the value itself never reaches the page (issue 5). */
  isSet: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onRemove: () => void;
  isRemoving: boolean;
  autoComplete: string;
  /** Shown but not editable, with no Remove action. */
  readOnly?: boolean;
};

/**
 * A write-only setting: always empty, saying whether a value is saved. What is typed replaces the saved value on
 * Save Settings; 'Remove' deletes the saved value at once.
 */
export function SecretInput({
  label,
  description,
  isSet,
  value,
  onChange,
  error,
  onRemove,
  isRemoving,
  autoComplete,
  readOnly = false,
}: SecretInputProps) {
  const to = { locale: useReaderLocale() };
  return (
    <PasswordInput
      label={label}
      description={
        <>
          {description}{' '}
          {isSet && (
            <Text span size="xs">
              {catalog.adm_b_secret_saved({}, to)}{' '}
              {readOnly ? null : isRemoving ? (
                <LoadingIndicator size={10} label={catalog.adm_b_secret_removing({}, to)} />
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  c="red"
                  onClick={onRemove}
                  aria-label={catalog.adm_b_secret_remove_label({ label }, to)}
                >
                  {catalog.adm_b_secret_remove({}, to)}
                </Anchor>
              )}
            </Text>
          )}
        </>
      }
      placeholder={isSet ? catalog.adm_b_secret_replace_placeholder({}, to) : catalog.adm_b_secret_not_set({}, to)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete={autoComplete}
      readOnly={readOnly}
    />
  );
}

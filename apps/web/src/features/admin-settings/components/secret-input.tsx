import type { ReactNode } from 'react';
import { Anchor, PasswordInput, Text } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';

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
  return (
    <PasswordInput
      label={label}
      description={
        <>
          {description}{' '}
          {isSet && (
            <Text span size="xs">
              A value is saved.{' '}
              {readOnly ? null : isRemoving ? (
                <LoadingIndicator size={10} label="Removing" />
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  c="red"
                  onClick={onRemove}
                  aria-label={`Remove the saved ${label}`}
                >
                  Remove
                </Anchor>
              )}
            </Text>
          )}
        </>
      }
      placeholder={isSet ? 'Saved — type to replace' : 'Not set'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete={autoComplete}
      readOnly={readOnly}
    />
  );
}

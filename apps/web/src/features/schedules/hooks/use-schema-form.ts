import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { toFieldErrors } from '../../../lib/field-errors';

/**
 * The schedule dialogs' form state: values, the shared schema's field messages (cleared on any edit), and a submit
 * handler that passes the parsed values on only when they are valid.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, string>>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (next: z.input<S>) => {
    setValues(next);
    setErrors({});
  };
  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (parsed.success) onValid(parsed.data);
    else setErrors(toFieldErrors(parsed.error));
  };
  return { values, errors, change, handleSubmit };
}

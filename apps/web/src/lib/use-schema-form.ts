import { schemaResolver, useForm, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';

type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

/**
 * The app's one way to write a form: @mantine/form over a shared zod schema, so the browser checks exactly what the
 * server will (SPEC §5). Inputs take `form.getInputProps(field)`; `form.onSubmit(handler)` hands the handler the
 * schema's output (trimmed text, numbers, null for empty optional fields) only once every field is valid.
 * `Values` names what the inputs hold when that differs from the schema's input: a slot's id as the text of a select
 * where the schema also takes a number, or no choice yet (null) where it takes one of a few. The schema decides on
 * submit; it is the schema's input unless given.
 */
export function useSchemaForm<S extends FormSchema, Values extends { [K in keyof z.input<S>]?: unknown } = z.input<S>>(
  schema: S,
  initialValues: NoInfer<Values>,
  options: Omit<UseFormInput<Values, z.output<S>>, 'initialValues' | 'validate' | 'transformValues'> = {},
) {
  return useForm<Values, z.output<S>>({
    mode: 'controlled',
    ...options,
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // onSubmit transforms only values that passed validation, so this parse cannot fail there.
    transformValues: (values) => schema.parse(values),
  });
}

import type { z } from 'zod';
import {
  type Member,
  memberCreateSchema,
  type MemberStatus,
  memberUpdateSchema,
  SELF_EDITABLE_FIELDS,
} from '@club/shared';
import { birthdayFromInput, type Locale, writeBirthday } from '@club/shared/plain';

/** The form's fields as the inputs hold them: text, with ids as strings for the pickers ('' for none). */
export type MemberFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  birthday: string;
  partner_id: string;
  friend_id: string;
  status: MemberStatus;
  is_admin: boolean;
  notes: string;
  /** Issue 29: '' for the club's language. */
  locale: string;
};
export type MemberFormField = keyof MemberFormValues;
export type MemberFormErrors = Partial<Record<MemberFormField, string>>;

/**
 * Who is filling the form decides what it offers (SPEC §5, §6): an admin adds or edits every field; a member who
 * is not an admin edits only the contact fields of their own record.
 */
export type MemberFormMode = 'create' | 'edit' | 'self-edit';

export const EMPTY_MEMBER_FORM: MemberFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  birthday: '',
  partner_id: '',
  friend_id: '',
  status: 'assignable',
  is_admin: false,
  notes: '',
  locale: '',
};

const idText = (id: number | null) => (id === null ? '' : String(id));

/** The form filled from a member; the birthday as the reader's language writes it (04/23, or 23.04. in German). */
export function toFormValues(member: Member | null, locale: Locale = 'en'): MemberFormValues {
  if (!member) return EMPTY_MEMBER_FORM;
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    phone: member.phone ?? '',
    address: member.address ?? '',
    // SPEC §3: a birthday stored with a dash is shown, and saved again, with a slash.
    birthday: writeBirthday(member.birthday, locale),
    partner_id: idText(member.partner_id),
    friend_id: idText(member.friend_id),
    status: member.status,
    is_admin: member.is_admin,
    notes: member.notes ?? '',
    locale: member.locale ?? '',
  };
}

type FormOptions = {
  mode: MemberFormMode;
  /** The administrator checkbox is left out for non-admins and for the main administrator (SPEC §5). */
  canSetAdmin: boolean;
};

/** The fields this form shows and sends. */
export function getFormFields({ mode, canSetAdmin }: FormOptions): MemberFormField[] {
  if (mode === 'self-edit') return [...SELF_EDITABLE_FIELDS];
  const fields: MemberFormField[] = [
    'first_name',
    'last_name',
    'email',
    'phone',
    'address',
    'birthday',
    'partner_id',
    'friend_id',
    'status',
    'notes',
    'locale',
  ];
  return canSetAdmin ? [...fields, 'is_admin'] : fields;
}

function pickFields(values: MemberFormValues, fields: readonly MemberFormField[]): Partial<MemberFormValues> {
  // Issue 29: a birthday typed the German way (23.04.) is checked and sent as SPEC §3 stores it (04/23).
  return Object.fromEntries(
    fields.map((field) => [field, field === 'birthday' ? birthdayFromInput(values.birthday) : values[field]]),
  );
}

export type MemberFormResult<T> = { success: true; data: T } | { success: false; errors: MemberFormErrors };

/**
 * Checks the shown fields with the shared SPEC §5 schema the server also applies, and returns what to send:
 * trimmed text, numeric ids, and null for every optional field left empty (SPEC §5).
 */
function parseWith<S extends z.ZodType>(
  schema: S,
  values: MemberFormValues,
  fields: readonly MemberFormField[],
): MemberFormResult<z.output<S>> {
  const result = schema.safeParse(pickFields(values, fields));
  if (result.success) return { success: true, data: result.data };
  const errors: MemberFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isFormField(field, fields)) errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

export function parseCreateForm(values: MemberFormValues, canSetAdmin: boolean) {
  return parseWith(memberCreateSchema, values, getFormFields({ mode: 'create', canSetAdmin }));
}

/**
 * An edit sends the shown fields, except a phone left as it was (issue 26): an import keeps a number it could not
 * read as written, which the form would not take, and that must not stop the member changing anything else.
 */
export function parseUpdateForm(values: MemberFormValues, options: FormOptions & { initial?: MemberFormValues }) {
  const unchangedPhone = options.initial !== undefined && values.phone === options.initial.phone;
  const fields = getFormFields(options).filter((field) => !(field === 'phone' && unchangedPhone));
  return parseWith(memberUpdateSchema, values, fields);
}

function isFormField(key: unknown, fields: readonly MemberFormField[]): key is MemberFormField {
  return typeof key === 'string' && (fields as readonly string[]).includes(key);
}

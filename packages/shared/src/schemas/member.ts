import { z } from 'zod';
import { BIRTHDAY_MAX_LENGTH, MEMBER_SORT_FIELDS, MEMBER_STATUSES, ROLES } from '../constants.js';
import { localeSchema, MAX_ID } from './common.js';
import { MEMBER_MESSAGES } from '../messages.js';

export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The member counts the dashboard shows. */
export const memberSummarySchema = z.object({
  member_count: z.number().int(),
  admin_count: z.number().int(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** SPEC §3 Member as the API returns it (API.md), with the partner's and friend's names joined in. */
export const memberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** As it was typed (issue 26). */
  phone: z.string().nullable(),
  /** The same number in E.164 (+49301234567), read in the club's country; null when it could not be read. */
  phone_e164: z.string().nullable(),
  address: z.string().nullable(),
  birthday: z.string().nullable(),
  partner_id: z.number().int().nullable(),
  friend_id: z.number().int().nullable(),
  status: memberStatusSchema,
  is_admin: z.boolean(),
  /** Issue 14: the protected main administrator, as the database records it. */
  is_main_admin: z.boolean(),
  role: roleSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geocoded_at: z.string().nullable(),
  notes: z.string().nullable(),
  /** Issue 29: the language the member reads the app and their e-mails in; null follows the club's. */
  locale: localeSchema.nullable(),
  partner_first_name: z.string().nullable(),
  partner_last_name: z.string().nullable(),
  friend_first_name: z.string().nullable(),
  friend_last_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

// SPEC §5 member form: empty optional values are sent (and stored) as null.
const optionalText = (max: number, message?: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
    z.string().max(max, message).nullable().optional(),
  );
const optionalId = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce
    .number({ error: MEMBER_MESSAGES.chooseMember })
    .int(MEMBER_MESSAGES.chooseMember)
    .positive(MEMBER_MESSAGES.chooseMember)
    .max(MAX_ID, MEMBER_MESSAGES.chooseMember)
    .nullable()
    .optional(),
);

/**
 * SPEC §5, widened by issue 26: what a telephone number is written with (digits, spaces, hyphens, parentheses, dots,
 * slashes, a leading +) and an extension after it (ext. 12, x12, #12). Whether it is a number of the club's country
 * is the server's check (readPhone with the club's country), which answers the same message.
 */
export const PHONE_PATTERN = /^\+?[\d\s()./-]*\d[\d\s()./-]*(?:\s*(?:ext\.?|extension|x|#)\s*\d{1,7})?$/i;
/** MM/DD with month 01-12 and day 01-31; stored with dashes by older clients, so both are accepted. */
export const BIRTHDAY_PATTERN = /^(0[1-9]|1[0-2])[/-](0[1-9]|[12]\d|3[01])$/;

export const memberFieldsSchema = z.object({
  first_name: z
    .string({ error: MEMBER_MESSAGES.firstNameRequired })
    .trim()
    .min(1, MEMBER_MESSAGES.firstNameRequired)
    .max(100),
  last_name: z
    .string({ error: MEMBER_MESSAGES.lastNameRequired })
    .trim()
    .min(1, MEMBER_MESSAGES.lastNameRequired)
    .max(100),
  email: z
    .string({ error: MEMBER_MESSAGES.emailRequired })
    .trim()
    .min(1, MEMBER_MESSAGES.emailRequired)
    .max(254, MEMBER_MESSAGES.emailInvalid)
    .pipe(z.email(MEMBER_MESSAGES.emailInvalid)),
  phone: optionalText(40).refine((value) => value == null || PHONE_PATTERN.test(value), MEMBER_MESSAGES.phoneInvalid),
  address: optionalText(255, MEMBER_MESSAGES.addressTooLong),
  birthday: optionalText(BIRTHDAY_MAX_LENGTH, MEMBER_MESSAGES.birthdayInvalid).refine(
    (value) => value == null || BIRTHDAY_PATTERN.test(value),
    MEMBER_MESSAGES.birthdayInvalid,
  ),
  partner_id: optionalId,
  friend_id: optionalId,
  status: memberStatusSchema.optional(),
  is_admin: z.boolean().optional(),
  notes: optionalText(2000, MEMBER_MESSAGES.notesTooLong),
  // A form's "Club's language" is sent as "" or null.
  locale: z.preprocess((value) => (value === '' ? null : value), localeSchema.nullable().optional()),
});

const partnerIsNotFriend = (value: { partner_id?: number | null; friend_id?: number | null }) =>
  value.partner_id == null || value.friend_id == null || value.partner_id !== value.friend_id;
const partnerFriendIssue = { message: MEMBER_MESSAGES.partnerFriendSame, path: ['friend_id'] };

/** Adding a member: the SPEC §5 form rules. */
export const memberCreateSchema = memberFieldsSchema.refine(partnerIsNotFriend, partnerFriendIssue);
export type MemberCreateInput = z.input<typeof memberCreateSchema>;

/**
 * Editing a member: only the fields sent change. Issue 26: `household_ids` names members of the member's household
 * (their partner, members sharing their inbox) who move with them: each gets the same new address in the same save.
 */
export const memberUpdateSchema = memberFieldsSchema
  .partial()
  .extend({
    household_ids: z
      .array(z.number().int().positive().max(MAX_ID), { error: MEMBER_MESSAGES.householdIdsInvalid })
      .max(20, MEMBER_MESSAGES.householdIdsInvalid)
      .optional(),
  })
  .refine(partnerIsNotFriend, partnerFriendIssue)
  .refine((value) => !value.household_ids?.length || typeof value.address === 'string', {
    message: MEMBER_MESSAGES.householdNeedsAddress,
    path: ['household_ids'],
  });
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;

/**
 * Issue 26: who shares the member's household, as My details offers them a new address: the partner and whoever
 * shares the member's inbox, with the address each has now.
 */
export const householdMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  is_partner: z.boolean(),
  shares_inbox: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;
export const householdSchema = z.object({ household: z.array(householdMemberSchema) });
export type Household = z.infer<typeof householdSchema>;

/** SPEC §6: what members may change on their own record; issue 29 adds the language they read in. */
export const SELF_EDITABLE_FIELDS = ['phone', 'address', 'birthday', 'email', 'locale'] as const;

/** Issue 18: the most members one page may hold; a script wanting everyone leaves paging out. */
export const MEMBER_PAGE_MAX = 200;
/** A query string carries text and tRPC numbers; either way it must be a whole number in range, else 422. */
const pagingNumber = (min: number, max: number, message: string) =>
  z.coerce.number<number | string>({ error: message }).int(message).min(min, message).max(max, message);
export const memberListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: memberStatusSchema.optional(),
  role: roleSchema.optional(),
  sort: z.enum(MEMBER_SORT_FIELDS).default('last_name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** 1-based; with `per_page` (or either alone) the answer is one page plus `total`. */
  page: pagingNumber(1, Number.MAX_SAFE_INTEGER, MEMBER_MESSAGES.pageInvalid).optional(),
  per_page: pagingNumber(1, MEMBER_PAGE_MAX, MEMBER_MESSAGES.perPageInvalid).optional(),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;
/** Members per page when only `page` is given. */
export const MEMBER_PAGE_DEFAULT = 50;

/** SPEC §2 footer counts over every member the filters let through, not only the page. */
export const memberListCountsSchema = z.object({
  assignable: z.number().int(),
  admins: z.number().int(),
  partnered: z.number().int(),
});
export type MemberListCounts = z.infer<typeof memberListCountsSchema>;

/**
 * API.md GET /users: `count` is the number of members in `users`. Asked for a page, the answer also carries `total`
 * (members the filters let through) and their footer `counts`; without paging it is the whole roster, as before.
 */
export const memberListSchema = z.object({
  users: z.array(memberSchema),
  count: z.number().int(),
  total: z.number().int().optional(),
  counts: memberListCountsSchema.optional(),
});
export type MemberList = z.infer<typeof memberListSchema>;
export const memberPageSchema = memberListSchema.required({ total: true, counts: true });
export type MemberPage = z.infer<typeof memberPageSchema>;

/** API.md DELETE /users/{id}. */
export const memberDeletedSchema = z.object({ deleted_id: z.number().int() });

/** API.md Import: a row that was written with something left out (a birthday it could not read, a role cell). */
export const importWarningSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportWarning = z.infer<typeof importWarningSchema>;

/**
 * SPEC §3 import results (API.md ImportResult). `errors` lists only rows that were not written ("Row N: reason");
 * `unchanged` is the clearer name of `skipped`, rows identical to the roster. `auto_partnerships` counts only the
 * couples paired because they share an e-mail; `partners_linked` and `friends_linked` (issue 26) count every member
 * whose partner or friend the import set, from the Partner and Friend columns as well, each member of a couple once.
 */
export const importResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  unchanged: z.number().int(),
  duplicates_handled: z.number().int(),
  shared_emails: z.number().int(),
  auto_partnerships: z.number().int(),
  partners_linked: z.number().int(),
  friends_linked: z.number().int(),
  errors: z.array(z.string()),
  warnings: z.array(importWarningSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A CSV roster sent as text (the tRPC form of POST /api/users/import). */
export const memberImportInputSchema = z.object({
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/\.csv$/i, 'Invalid file type. Only CSV files are allowed.'),
  content: z
    .string()
    .min(1, 'The selected file is empty. Please select a valid CSV file.')
    .max(100 * 1024 * 1024),
});

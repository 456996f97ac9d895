import { z } from 'zod';
import { queuedMailSchema } from './notify.js';
import { clubNightTypeSchema } from './schedule.js';
import { idSchema, isoDateSchema } from './common.js';
import { signInResultSchema } from './auth.js';
import { SWAP_MESSAGES } from '../messages.js';
import { respondLinkViewSchema } from './confirmations.js';

/**
 * Issue 9 swap requests. 'give_away': the requester leaves the night and the taker serves instead. 'swap': the taker
 * also hands the requester one of their own upcoming nights in return.
 */
export const SWAP_KINDS = ['give_away', 'swap'] as const;
export type SwapKind = (typeof SWAP_KINDS)[number];

/** 'accepted': a member took it; 'approved': an administrator chose who takes it; 'expired': the night passed. */
export const SWAP_STATUSES = ['open', 'accepted', 'approved', 'cancelled', 'expired'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** How long an e-mailed accept link works; it also stops working once the request is no longer open. */
export const SWAP_LINK_TTL_DAYS = 7;

const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type SwapPerson = z.infer<typeof personSchema>;

const messageSchema = z
  .string()
  .trim()
  .max(500, 'The message can be at most 500 characters')
  .optional()
  .transform((value) => (value ? value : null));

/**
 * A member asks to hand over one of their own nights. Issue 19 part 7: an administrator may name `member_id` to ask
 * for a member who called the club; anyone else naming another member is refused (403).
 */
export const createSwapRequestInputSchema = z.strictObject({
  dance_date: isoDateSchema,
  kind: z.enum(SWAP_KINDS, { error: 'Choose whether to give the night away or swap it' }),
  message: messageSchema,
  member_id: idSchema.optional(),
  /** Issue 25 point 9 (decision 053): offer the night to this one member alone, in no wave. */
  ask_member_id: idSchema.optional(),
});
export type CreateSwapRequestInput = z.input<typeof createSwapRequestInputSchema>;
export type CreateSwapRequest = z.output<typeof createSwapRequestInputSchema>;

/** Accepting in the app (signed in); return_date names the taker's own night to hand back, for a 'swap'. */
export const acceptSwapInputSchema = z.strictObject({
  id: idSchema,
  return_date: isoDateSchema.optional(),
});
export type AcceptSwapInput = z.infer<typeof acceptSwapInputSchema>;

/** Accepting from the e-mail's link: the token both names the offer and signs the taker in. */
export const acceptSwapLinkInputSchema = z.strictObject({
  token: z
    .string({ error: 'The link is missing its token' })
    .min(1, 'The link is missing its token')
    .max(200, 'The link is invalid'),
  return_date: isoDateSchema.optional(),
});
export type AcceptSwapLinkInput = z.infer<typeof acceptSwapLinkInputSchema>;

/** GET /swaps/accept-link: the link's page reads what it offers before the tap, with the link's own query. */
export const swapLinkQuerySchema = acceptSwapLinkInputSchema;
export type SwapLinkQuery = z.infer<typeof swapLinkQuerySchema>;

/**
 * Issue 25: what an e-mailed offer link offers, for its page before the tap: the night as an answer link's page shows
 * it (date, times, caller, theme, who else serves), who asked and how, their message, and for a swap the night the
 * link gives back. Reading it takes nothing and signs nobody in.
 */
export const swapLinkViewSchema = respondLinkViewSchema
  .pick({
    dance_date: true,
    club_night_type: true,
    member_id: true,
    member_name: true,
    start_time: true,
    end_time: true,
    caller: true,
    cuer: true,
    program: true,
    theme: true,
    serving_with: true,
    clock: true,
  })
  .extend({
    request_id: z.number().int(),
    kind: z.enum(SWAP_KINDS),
    requester_name: z.string(),
    /** For a swap, the taker's night the link gives back (its return_date); null for a give-away or none named. */
    return_date: z.string().nullable(),
    message: z.string().nullable(),
  });
export type SwapLinkView = z.infer<typeof swapLinkViewSchema>;

/** An administrator settles an open request by choosing who takes the night (arranged by phone, say). */
export const approveSwapInputSchema = z.strictObject({
  id: idSchema,
  member_id: idSchema,
  return_date: isoDateSchema.optional(),
});
export type ApproveSwapInput = z.infer<typeof approveSwapInputSchema>;

// A choice of a list is text in a form: none made yet (null or '') reads as the question it leaves open.
const chosen = (question: string) => z.string({ error: question }).min(1, question);

/**
 * The approve dialog's fields, chosen from lists: who takes the night and, for a swap, which of their nights goes back
 * to the requester, which the server requires too.
 */
export const approveSwapFormSchema = (kind: SwapKind) =>
  z.object({
    // The list holds only members who can take the night, so the chosen text is one of their ids.
    member_id: chosen(SWAP_MESSAGES.takerRequired).transform(Number),
    return_date:
      kind === 'swap' ? chosen(SWAP_MESSAGES.returnDateRequired).pipe(isoDateSchema) : z.null().or(z.undefined()),
  });

export const swapIdInputSchema = z.strictObject({ id: idSchema });

export const swapListInputSchema = z.object({
  status: z.enum(['open', 'all'], { error: 'Choose open or all' }).default('open'),
});
export type SwapListInput = z.input<typeof swapListInputSchema>;

export const swapRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SWAP_KINDS),
  status: z.enum(SWAP_STATUSES),
  dance_date: z.string(),
  club_night_type: clubNightTypeSchema,
  requester: personSchema,
  message: z.string().nullable(),
  /** Who took the night, once accepted or approved. */
  taken_by: personSchema.nullable(),
  /** For a settled 'swap': the taker's night the requester now serves. */
  return_date: z.string().nullable(),
  /** Who settled or cancelled it, when that was not the taker (an administrator, or the requester withdrawing). */
  resolved_by: personSchema.nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** How many members were e-mailed the request. */
  offered_to: z.number().int(),
  /**
   * Issue 25 point 9 (decision 053): the one member a request names (asked alone, not in waves), and their name; null
   * for a request offered to everyone who could take it. Optional only for answers of servers before this field.
   */
  named_member_id: z.number().int().nullable().optional(),
  named_member_name: z.string().nullable().optional(),
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

/**
 * Issue 17: one member a request was e-mailed to and when (offers go out in waves), and whether they said no; a member
 * who said no in the app before their wave came has no offered_at.
 */
export const swapOfferedSchema = z.object({
  member: personSchema,
  offered_at: z.string().nullable(),
  declined_at: z.string().nullable(),
});
export type SwapOffered = z.infer<typeof swapOfferedSchema>;

/** What administrators see of a request: also who was offered it and when. */
export const adminSwapRequestSchema = swapRequestSchema.extend({ offers: z.array(swapOfferedSchema) });
export type AdminSwapRequest = z.infer<typeof adminSwapRequestSchema>;

/** A member who could take an open request, and for a 'swap' which of their nights they could hand back. */
export const swapCandidateSchema = z.object({
  member: personSchema,
  return_dates: z.array(z.string()),
});
export type SwapCandidate = z.infer<typeof swapCandidateSchema>;

/** An open request the signed-in member could take, with the nights they could hand back for a 'swap'. */
export const swapOfferSchema = swapRequestSchema.extend({ return_dates: z.array(z.string()) });
export type SwapOffer = z.infer<typeof swapOfferSchema>;

/** 'My duties': the member's own requests (open and recently settled) and the open ones they could take. */
export const mySwapsSchema = z.object({
  requests: z.array(swapRequestSchema),
  offers: z.array(swapOfferSchema),
});
export type MySwaps = z.infer<typeof mySwapsSchema>;

/** A new request, and how many members it was offered to, in words. */
/** A request made or offered further, and the offers queued for it (decision 044: `batch_id` follows them). */
export const swapCreatedSchema = z
  .object({
    request: swapRequestSchema,
    message: z.string(),
    /** Decision 052: present when the night's offer budget held the offers back, and until when. */
    offers_held_until: z.string().optional(),
  })
  .extend(queuedMailSchema.shape);
export type SwapCreated = z.infer<typeof swapCreatedSchema>;

export const swapAcceptResultSchema = z.object({ request: swapRequestSchema });
export type SwapAcceptResult = z.infer<typeof swapAcceptResultSchema>;

/** Accepting from the e-mail's link also signs the taker in, as a sign-in link does. */
export const swapLinkResultSchema = swapAcceptResultSchema.extend(signInResultSchema.shape);
export type SwapLinkResult = z.infer<typeof swapLinkResultSchema>;

/**
 * Issue 25 point 9 (decision 053): a night that needs a replacement and the members who could take it. `member_id`
 * names whose place is to be filled when more than one squarehead of the night cannot serve; the oldest otherwise.
 */
export const replacementQuerySchema = z.object({ member_id: idSchema.optional() });
export type ReplacementQuery = z.input<typeof replacementQuerySchema>;

/** A member who could take the night: least served first, with how often and how lately they served. */
export const replacementCandidateSchema = z.object({
  member: personSchema,
  /** Nights served over every schedule (cancelled nights not counted), the order auto-fill and the waves use. */
  served: z.number().int(),
  last_served: z.string().nullable(),
  /** Already e-mailed an offer of this night (by a wave or an earlier ask). */
  asked: z.boolean(),
});
export type ReplacementCandidate = z.infer<typeof replacementCandidateSchema>;

export const replacementCandidatesSchema = z.object({
  assignment_id: z.number().int(),
  dance_date: z.string(),
  /** The squarehead whose place is to be filled, and the open request that asks for it, if any. */
  replacing: personSchema,
  swap_request_id: z.number().int().nullable(),
  candidates: z.array(replacementCandidateSchema),
});
export type ReplacementCandidates = z.infer<typeof replacementCandidatesSchema>;

/** An administrator asks one member alone to take a vacant place (`replacing_id`: whose, as in the query). */
export const askReplacementInputSchema = z.strictObject({
  member_id: idSchema,
  replacing_id: idSchema.optional(),
});
export type AskReplacementInput = z.input<typeof askReplacementInputSchema>;

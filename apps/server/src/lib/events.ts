import type { AwayEntry, CancelNotify, ReplacementChoice, ScheduleType, SwapRequest } from '@club/shared';

/**
 * What happened, as a workflow says it: the facts, ids and names it already has, never sentences. modules/notify turns
 * each event into e-mails (who gets one, in which words), so a later catalog can word them in another language and a
 * workflow never needs to know about inboxes, layouts or the mail server. Like lib/errors.ts for failures, the
 * vocabulary lives in lib because both sides read it.
 */

/** A person as the workflow names them, for the words of an e-mail about them. */
export type NamedPerson = { id: number; name: string };

/** Sign-in links of the members at one address (auth); one e-mail naming each member's link. */
export type SignInLinksEvent = {
  kind: 'signInLinks';
  email: string;
  links: { member_id: number; url: string }[];
};

/**
 * The club's reminder template for one night, N days before it, to the members named. The members are a natural key
 * (with the night and N), so two runs or two servers that reach the same reminder queue it once.
 */
export type ReminderEvent = {
  kind: 'reminder';
  assignment_id: number;
  dance_date: string;
  days_before: number;
  member_ids: number[];
  /** Issue 19: the night as the rota has it, for the template's {start_time}, {caller}, {program}, {other_squareheads}. */
  night: ReminderNight;
};

/** A night's own times (null: the club's), caller and program, and everyone serving it, in slot order. */
export type ReminderNight = {
  start_time: string | null;
  end_time: string | null;
  caller: string | null;
  program: string | null;
  squareheads: NamedPerson[];
};

export type AskReason = 'publish' | 'added' | 'nudge';

/**
 * Issue 25: a night as its e-mails describe it — its own times (null: the club's), caller, cuer, program, theme and
 * everyone serving it in slot order — so the confirm e-mail, reminders and offers show the same block per night.
 */
export type EventNight = {
  assignment_id: number;
  dance_date: string;
  start_time: string | null;
  end_time: string | null;
  caller: string | null;
  cuer: string | null;
  program: string | null;
  theme: string | null;
  squareheads: NamedPerson[];
};

/** Squareheads asked to confirm nights, each night with the single-use token of its two links (decision 039). */
export type AskedEvent = {
  kind: 'asked';
  reason: AskReason;
  asks: { member_id: number; assignment_id: number; dance_date: string; token: string }[];
  /** Issue 25: the asked nights' details; without them an e-mail names only the date. */
  nights?: EventNight[];
};

/** Members an administrator took off published nights. */
export type RemovedEvent = { kind: 'removed'; removals: { member_id: number; dance_date: string }[] };

/** An administrator answered a night for a member who called the club. */
export type AnsweredForEvent = {
  kind: 'answeredFor';
  admin: NamedPerson;
  member_id: number;
  dance_date: string;
  answer: 'confirmed' | 'declined';
};

/** What an administrator did for a member (decision 040), as facts the e-mail words. */
export type ActedForNotice =
  | { kind: 'night'; dance_date: string; available: boolean }
  | { kind: 'cantServe'; dance_date: string; choice: ReplacementChoice; offered: number }
  // The entries, worded in each recipient's language; a retry stored before issue 29 holds English words instead.
  | { kind: 'away'; added: (AwayEntry | string)[]; removed: (AwayEntry | string)[] }
  | { kind: 'askedCover'; dance_date: string; offered: number };

export type ActedForEvent = { kind: 'actedFor'; admin: NamedPerson; member_ids: number[]; notice: ActedForNotice };

/** A squarehead cannot serve a night they are on (decision 031): the administrators are told. */
export type VacancyEvent = {
  kind: 'vacancy';
  member_id: number;
  dance_date: string;
  schedule_type: ScheduleType;
  choice: ReplacementChoice;
  offered: number;
  /** Issue 25: the administrator who said it for the member; named in the e-mail, and not e-mailed about it. */
  acted_by?: NamedPerson;
  /** Issue 25: why, in the member's words from the answer link's page. */
  reason?: string;
};

/** A swap request offered to a wave of members, each with the single-use token of their links (decision 029). */
export type SwapOfferedEvent = {
  kind: 'swapOffered';
  request: SwapRequest;
  links: { member_id: number; token: string; return_dates: string[] }[];
  /** Issue 25: the night on offer as its e-mail describes it; without it the e-mail names only the date. */
  night?: EventNight;
  /** Issue 25: the administrator who asked for the member; named in the offer. */
  acted_by?: NamedPerson;
};

/**
 * A request settled or cancelled: the requester hears who took it, the taker that an administrator arranged it when
 * `tell_taker`, and the members it was e-mailed to who did not say no that it is closed.
 */
export type SwapClosedEvent = {
  kind: 'swapClosed';
  request: SwapRequest;
  asked_member_ids: number[];
  tell_taker: boolean;
};

/**
 * Issue 25 point 2 (decision 056): cancelling a night closed these open swap requests. Each requester hears that
 * their request is closed; the members it was e-mailed to are not told again beyond the cancellation notice.
 */
export type SwapsClosedWithNightEvent = {
  kind: 'swapsClosedWithNight';
  dance_date: string;
  reason: string;
  requester_ids: number[];
};

/** A night cancelled (decision 036); `members` means everyone with an address. */
export type NightCancelledEvent = {
  kind: 'nightCancelled';
  dance_date: string;
  reason: string;
  notify: CancelNotify;
  squarehead_ids: number[];
};

export type NightRestoredEvent = {
  kind: 'nightRestored';
  dance_date: string;
  notify: CancelNotify;
  squarehead_ids: number[];
};

/** Members took an open night (decision 038), by themselves, by a partner or by an administrator. */
export type SignedUpEvent = {
  kind: 'signedUp';
  dance_date: string;
  member_ids: number[];
  actor: NamedPerson & { email: string };
};

/**
 * Issue 25: an administrator replaced the published next schedule; the members who had confirmed nights on it are
 * told that those nights and answers are gone (they are asked again when the new schedule is published).
 */
export type ScheduleReplacedEvent = {
  kind: 'scheduleReplaced';
  schedule_name: string;
  admin: NamedPerson;
  confirmed: { member_id: number; dance_date: string }[];
};

export type NotifyEvent =
  | ScheduleReplacedEvent
  | SignInLinksEvent
  | ReminderEvent
  | AskedEvent
  | RemovedEvent
  | AnsweredForEvent
  | ActedForEvent
  | VacancyEvent
  | SwapOfferedEvent
  | SwapClosedEvent
  | SwapsClosedWithNightEvent
  | NightCancelledEvent
  | NightRestoredEvent
  | SignedUpEvent;

export type NotifyEventKind = NotifyEvent['kind'];
export type NotifyEventOf<K extends NotifyEventKind> = Extract<NotifyEvent, { kind: K }>;

import * as v from 'valibot';
import { countCharacters } from '../format/characters';

/**
 * Notifications on the wire (spec 2 "Notifications" §2, §3, §5, §7, §8, §9; issue 16), declared once for the
 * API (edge schemas, serializers), the edition-admin remote (send screens, sent list) and the shell (the
 * students' inbox, push opt-in, e-mail opt-out).
 *
 * Calls (all under /api; admin = admins only; signed in = any signed-in user, on their own data):
 * - POST notification (admin) — NotificationBodySchema, header `Idempotency-Key` (optional: the same key
 *   from the same admin returns the first notification, nothing is sent twice) → 202 the notification
 *   (NotificationSchema) and its resolve job. The group is resolved into recipients by the job
 *   'notifications.resolve': one mail_outbox row per e-mail recipient, one user_notifications row per app
 *   recipient. 422 "A fase não pode ficar em branco!" (source.pointer /exam) when the group needs a phase;
 *   422 "A fase {title}" when the chosen phase does not allow the group (see groupAllowsExam).
 * - GET notifications?filter[edition_id]&sort=-id&page[number]&page[size]&filter[emails]&filter[date_gt]
 *   &filter[date_lt] (admin) → NotificationSchema[], meta.total_count. filter[emails]: notifications whose
 *   recipients or extra addresses include an address containing the text; dates: created_at, ISO or
 *   YYYY-MM-DD.
 * - GET notifications/{id}/recipients?page[number]&page[size] (admin; size up to 2000, default 2000) →
 *   NotificationRecipientSchema[], meta.total_count — the registered-e-mail popup, 2000 more per scroll.
 * - GET user_notifications?page[number]&page[size] (signed in) → the caller's inbox, newest first
 *   (InboxItemSchema[]), meta.total_count and meta.unread_count.
 * - PUT user_notifications/{id}/read (signed in, own) → the item; PUT user_notifications/read_all → 204.
 * - GET notification_preferences (signed in) → NotificationPreferencesSchema;
 *   PUT notification_preferences { email_opt_out } (signed in) → the same.
 * - POST push_subscriptions PushSubscriptionBodySchema (signed in) → 201 (the same endpoint again: updated,
 *   moved to the caller); DELETE push_subscriptions { endpoint } (signed in, own) → 204.
 */

export const NOTIFICATION_DESTINATIONS = ['email', 'push'] as const;
export type NotificationDestination = (typeof NOTIFICATION_DESTINATIONS)[number];

/** Spec 2 §9, in the order the group select lists them. */
export const NOTIFICATION_GROUPS = [
  'students',
  'ranked_participants',
  'participants',
  'pending_participations',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** 'essential' mail reaches students who turned off non-essential e-mail; 'general' does not. */
export const NOTIFICATION_CATEGORIES = ['general', 'essential'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const PUSH_STATUSES = ['pending', 'delivered', 'failed', 'none'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** Spec 2 §9. */
export const NOTIFICATIONS_PAGE_SIZE = 7;
export const NOTIFICATIONS_PAGE_SIZES = [7, 14, 20] as const;
/** The registered-e-mail popup reveals this many more per scroll. */
export const RECIPIENTS_PAGE_SIZE = 2000;
/** Limits of what an admin types. */
export const NOTIFICATION_SUBJECT_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 20_000;
/**
 * An app (push) message: shown in a phone's notification tray, so short. Counted in characters as a person
 * sees them (countCharacters: an emoji is one), by the form's counter and by the API alike.
 */
export const APP_MESSAGE_MAX_CHARACTERS = 500;
/** @deprecated since 1.4.0: APP_MESSAGE_MAX_CHARACTERS (counted with countCharacters, not String#length). */
export const APP_MESSAGE_MAX = APP_MESSAGE_MAX_CHARACTERS;
export const EXTRA_EMAILS_MAX = 500;

/** The app message's length rule (the form and the API): at most APP_MESSAGE_MAX_CHARACTERS characters. */
export const AppMessageSchema = v.pipe(
  v.string(),
  v.check(
    (text: string) => countCharacters(text) <= APP_MESSAGE_MAX_CHARACTERS,
    'notifications.error.appMessageTooLong',
  ),
);

/** Whether an app message fits its limit (AppMessageSchema). */
export const appMessageFits = (text: string): boolean => v.is(AppMessageSchema, text);

/** Spec 2 §8. */
export const PHASE_REQUIRED_MESSAGE = 'A fase não pode ficar em branco!';

/** The e-mail pattern of the chips (and of the API): one address, no spaces, lowercased by the caller. */
export const CHIP_EMAIL_PATTERN = /^[^\s@,;<>()[\]"]+@[^\s@,;<>()[\]"]+\.[^\s@,;<>()[\]"]+$/;

/** Whether a group needs a phase (exam): every group but students (spec 2 §5). */
export const groupNeedsExam = (group: NotificationGroup) => group !== 'students';

/** What groupAllowsExam looks at of an exam (its phase's categories and its ranking publication). */
export interface ExamForGroup {
  categories: readonly string[];
  ranking_available_at: string | null;
}

/**
 * Spec 2 §5: pending_participations allows only phases whose categories include opened or regular;
 * ranked_participants allows only phases with ranking_available_at; participants allows any phase.
 */
export function groupAllowsExam(group: NotificationGroup, exam: ExamForGroup): boolean {
  if (group === 'pending_participations')
    return exam.categories.includes('opened') || exam.categories.includes('regular');
  if (group === 'ranked_participants') return exam.ranking_available_at != null;
  return true;
}

const idRef = v.object({ id: v.union([v.string(), v.number()]) });

/**
 * POST notification (spec 2 §7): destination, edition {id}, exam {id} (optional), group, message,
 * subject (email only), target.emails (email only); category is ours (default 'general').
 * The message is plain text or rich text (HTML), sanitised by the API.
 */
export const NotificationBodySchema = v.object({
  destination: v.picklist(NOTIFICATION_DESTINATIONS),
  edition: idRef,
  exam: v.optional(v.nullable(idRef)),
  group: v.picklist(NOTIFICATION_GROUPS),
  category: v.optional(v.picklist(NOTIFICATION_CATEGORIES)),
  message: v.pipe(v.string(), v.maxLength(NOTIFICATION_MESSAGE_MAX)),
  subject: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(NOTIFICATION_SUBJECT_MAX)))),
  target: v.optional(
    v.object({
      emails: v.pipe(v.array(v.pipe(v.string(), v.maxLength(254))), v.maxLength(EXTRA_EMAILS_MAX)),
    }),
  ),
});
export type NotificationBody = v.InferOutput<typeof NotificationBodySchema>;

const countsSchema = v.object({
  /** Recipients resolved (null until the resolve job ran). */
  recipients: v.nullable(v.number()),
  delivered: v.number(),
  failed: v.number(),
  pending: v.number(),
});

/** A notification as GET notifications lists it (attributes of type 'notifications'). */
export const NotificationSchema = v.object({
  destination: v.picklist(NOTIFICATION_DESTINATIONS),
  group: v.picklist(NOTIFICATION_GROUPS),
  category: v.picklist(NOTIFICATION_CATEGORIES),
  subject: v.nullable(v.string()),
  message: v.string(),
  /** When it was sent (the request was accepted). */
  sent_at: v.string(),
  edition_id: v.string(),
  exam: v.nullable(v.object({ id: v.string(), phase: v.number(), description: v.nullable(v.string()) })),
  /** single_emails: the extra addresses; registered_emails: how many recipients came from the group. */
  target: v.object({ single_emails: v.array(v.string()), registered_emails: v.nullable(v.number()) }),
  /** 'resolving' until recipients are stored, then 'sending' while any is pending, then 'done'. */
  status: v.picklist(['resolving', 'sending', 'done']),
  counts: countsSchema,
  /** The resolve job's progress and failure reason, if any. */
  job: v.nullable(v.object({ status: v.string(), last_error: v.nullable(v.string()) })),
});
export type NotificationView = v.InferOutput<typeof NotificationSchema>;

/** One recipient of a notification (type 'notification_recipients'). */
export const NotificationRecipientSchema = v.object({
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
  /** For push: 'delivered' includes a student with no device (the inbox got it: push_status 'none'). */
  status: v.picklist(['pending', 'delivered', 'failed']),
  error: v.nullable(v.string()),
});

/** One entry of a student's inbox (type 'user_notifications'). */
export const InboxItemSchema = v.object({
  message: v.string(),
  edition_id: v.string(),
  edition_description: v.nullable(v.string()),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
});
export type InboxItem = v.InferOutput<typeof InboxItemSchema>;

/** GET/PUT notification_preferences (type 'notification_preferences'). */
export const NotificationPreferencesSchema = v.object({
  email_opt_out: v.boolean(),
  /** The server's VAPID public key (base64url); null when push is not configured. */
  vapid_public_key: v.nullable(v.string()),
  /** How many devices of the caller are subscribed. */
  push_devices: v.number(),
});
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesBodySchema = v.object({ email_opt_out: v.boolean() });

/** A browser's PushSubscription.toJSON() (the API accepts public https push services, see PUSH_SERVICE_ORIGINS). */
export const PushSubscriptionBodySchema = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(2000)),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]+=*$/)),
    auth: v.pipe(v.string(), v.maxLength(100), v.regex(/^[A-Za-z0-9_-]+=*$/)),
  }),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = v.object({ endpoint: v.pipe(v.string(), v.maxLength(2000)) });

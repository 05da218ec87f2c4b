import * as v from 'valibot';
import { requiredText } from './fields';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';

/** Longest subject and message a support request may carry. */
export const SUPPORT_LIMITS = { subject: 200, message: 5000 } as const;

/** The support message form (spec §3, §5): subject and message, both non-empty after trimming. */
export const supportMessageSchema = v.object({
  subject: v.pipe(requiredText, v.maxLength(SUPPORT_LIMITS.subject, M.maxLength200)),
  message: v.pipe(requiredText, v.maxLength(SUPPORT_LIMITS.message, M.maxLength5000)),
});

export type SupportMessageInput = v.InferInput<typeof supportMessageSchema>;
export type SupportMessage = v.InferOutput<typeof supportMessageSchema>;

import * as v from 'valibot';
import { requiredText } from './fields';

/** The support message form (spec §3, §5): subject and message, both non-empty after trimming. */
export const supportMessageSchema = v.object({
  subject: requiredText,
  message: requiredText,
});

export type SupportMessageInput = v.InferInput<typeof supportMessageSchema>;
export type SupportMessage = v.InferOutput<typeof supportMessageSchema>;

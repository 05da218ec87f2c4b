import { resourceBody, type SupportMessage } from 'shared-contracts';
import { sendJson } from 'shared-contracts/client';

/** POST /fractal-support: a subject and message for technical support (spec 1 §7). */
export async function sendSupportMessage(message: SupportMessage): Promise<void> {
  await sendJson('post', 'fractal-support', resourceBody('fractal-support', { ...message }));
}

import { sendJson } from 'shared-contracts/client';

/** POST coordinators: gives the coordinator profile to the e-mail's user (or creates the account); its id. */
export async function createCoordinator(email: string): Promise<string> {
  const doc = await sendJson<{ data: { id: string } }>('post', 'coordinators', {
    data: { type: 'coordinators', attributes: { email } },
  });
  return doc.data.id;
}

import { getOne, sendJson } from 'shared-contracts/client';
import { type RegistrationUserPayload, type User } from 'shared-contracts';

/** GET user/{id} with the profiles (the signed-in user, reloaded after registering). */
export function fetchUser(id: string, options: { signal?: AbortSignal } = {}): Promise<User> {
  return getOne<User>(
    `user/${encodeURIComponent(id)}`,
    { include: ['profiles'] },
    { signal: options.signal },
  );
}

/** PATCH users/{id}: the user part of the registration (spec 1 §3). */
export async function updateRegisteredUser({ id, ...attributes }: RegistrationUserPayload): Promise<void> {
  await sendJson('patch', `users/${encodeURIComponent(id)}`, { data: { type: 'users', id, attributes } });
}

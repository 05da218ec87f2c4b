import * as v from 'valibot';
import { answerAttributeEntries, answerDocument, AUTH_HEADERS, credentialHeaders, credentialsFrom } from '.';

describe('the wire contract', () => {
  it('reads back the credentials it writes, and refuses a set with one missing', () => {
    const sent = { accessToken: 'AT', uid: '7', client: 'CL' };
    const headers = new Headers(credentialHeaders(sent));
    expect([...headers.keys()].sort()).toEqual(['access-token', 'client', 'uid']);
    expect(credentialsFrom((name) => headers.get(name))).toEqual(sent);
    headers.delete(AUTH_HEADERS.client);
    expect(credentialsFrom((name) => headers.get(name))).toBeNull();
  });

  it("builds the answer document the API's schema accepts, and the API refuses a wrong-typed sequence", () => {
    const doc = answerDocument({ user_answer: '<p>x</p>', sequence: 3, answered_at: '2026-11-25T08:00:00Z' });
    expect(doc).toEqual({
      data: {
        type: 'answers',
        attributes: { user_answer: '<p>x</p>', sequence: 3, answered_at: '2026-11-25T08:00:00Z' },
      },
    });
    const attributes = v.object(answerAttributeEntries);
    expect(v.safeParse(attributes, doc.data.attributes).success).toBe(true);
    expect(v.safeParse(attributes, { ...doc.data.attributes, sequence: true }).success).toBe(false);
    expect(v.safeParse(attributes, { ...doc.data.attributes, answered_at: 'x'.repeat(65) }).success).toBe(
      false,
    );
  });
});

import { useAuthStore } from 'shared-contracts/client';
import { persistedSignIn, setSignedInHint, SIGNED_IN_HINT_NAME } from './signed-in-hint';
import { syncSignedInHint } from './sync-signed-in-hint';

const hint = () => document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_NAME}=1`);

describe('the signed-in cookie the server picks the root page by', () => {
  afterEach(() => setSignedInHint(false));

  it('is set while signed in and cleared once signed out', () => {
    expect(hint()).toBe(false);
    setSignedInHint(true);
    expect(hint()).toBe(true);
    setSignedInHint(false);
    expect(hint()).toBe(false);
  });

  it("reads the auth store's persisted session: signed in only with credentials and a user", () => {
    const read = (value: unknown) =>
      persistedSignIn(() => (value === undefined ? null : JSON.stringify(value)));
    expect(read({ state: { credentials: { accessToken: 't' }, user: { id: '1' } }, version: 0 })).toBe(true);
    expect(read({ state: { credentials: null, user: null }, version: 0 })).toBe(false);
    expect(read({ state: { credentials: { accessToken: 't' }, user: null }, version: 0 })).toBe(false);
    expect(read(undefined)).toBe(false);
    expect(persistedSignIn(() => '{not json')).toBe(false);
  });
});

describe('the app keeps the cookie in step with its session', () => {
  it('sets it at sign-in and clears it when the session ends', () => {
    useAuthStore.getState().clear();
    const stop = syncSignedInHint();
    expect(hint()).toBe(false);
    useAuthStore.getState().setCredentials({ accessToken: 't', uid: 'u', client: 'c' } as never);
    useAuthStore.getState().setUser({ id: '1' } as never);
    expect(hint()).toBe(true);
    useAuthStore.getState().clear();
    expect(hint()).toBe(false);
    stop();
  });
});

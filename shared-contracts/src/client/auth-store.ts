import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '../entities/user';
import { PERSISTED_KEYS } from '../persist/persisted-keys';
import type { Credentials } from '../wire/auth-wire';

export type { Credentials } from '../wire/auth-wire';

export type SignInStatus = 'idle' | 'signingIn' | 'signed' | 'failed';

export interface AuthState {
  credentials: Credentials | null;
  user: User | null;
  status: SignInStatus;
  setCredentials: (credentials: Credentials | null) => void;
  setUser: (user: User | null) => void;
  setStatus: (status: SignInStatus) => void;
  /** Clears credentials and user (logout, sign-in failure, 401). */
  clear: (status?: SignInStatus) => void;
}

/** The one auth store; shared-contracts is a federated singleton, so every remote sees it. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      credentials: null,
      user: null,
      status: 'idle',
      setCredentials: (credentials) => set({ credentials }),
      setUser: (user) => set({ user }),
      setStatus: (status) => set({ status }),
      clear: (status = 'idle') => set({ credentials: null, user: null, status }),
    }),
    {
      name: PERSISTED_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ credentials: s.credentials, user: s.user }),
    },
  ),
);

export function isSignedIn(
  state: Pick<AuthState, 'credentials' | 'user'> = useAuthStore.getState(),
): boolean {
  return Boolean(state.credentials && state.user);
}

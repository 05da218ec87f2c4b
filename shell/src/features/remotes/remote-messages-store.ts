import type { Locale, LocaleMessages, Messages, RemoteName } from 'shared-contracts';
import { create } from 'zustand';

/** Messages contributed by the remotes loaded so far (in memory; code, not user state). */
interface RemoteMessagesState {
  byRemote: Partial<Record<RemoteName, LocaleMessages>>;
  add: (remote: RemoteName, messages: Partial<LocaleMessages> | undefined) => void;
}

export const useRemoteMessages = create<RemoteMessagesState>()((set) => ({
  byRemote: {},
  add: (remote, messages) => {
    if (!messages) return;
    set((s) => ({
      byRemote: {
        ...s.byRemote,
        [remote]: {
          'pt-BR': messages['pt-BR'] ?? {},
          es: messages.es ?? {},
          'pt-PT': messages['pt-PT'] ?? {},
        },
      },
    }));
  },
}));

/** Every remote's messages for one locale, each falling back to its pt-BR text. */
export function remoteMessagesFor(
  byRemote: Partial<Record<RemoteName, LocaleMessages>>,
  locale: Locale,
): Messages {
  const out: Messages = {};
  for (const messages of Object.values(byRemote)) {
    if (!messages) continue;
    Object.assign(out, messages['pt-BR'], messages[locale]);
  }
  return out;
}

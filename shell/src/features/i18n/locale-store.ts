import { isLocale, PERSISTED_KEYS, type Locale } from 'shared-contracts';
import { create } from 'zustand';

/**
 * The language the user picked in a selector (null until they pick one). It is one of the
 * three persisted items (spec 1 §4), kept as the bare locale string under PERSISTED_KEYS.language.
 */
interface LocaleChoiceState {
  chosen: Locale | null;
  choose: (locale: Locale) => void;
}

function readChoice(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(PERSISTED_KEYS.language);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export const useLocaleChoice = create<LocaleChoiceState>()((set) => ({
  chosen: readChoice(),
  choose: (locale) => {
    try {
      globalThis.localStorage?.setItem(PERSISTED_KEYS.language, locale);
    } catch {
      /* storage unavailable: the choice lasts for this page */
    }
    set({ chosen: locale });
  },
}));

/** Re-reads the persisted choice (tests, or another tab changed it). */
export function reloadLocaleChoice(): void {
  useLocaleChoice.setState({ chosen: readChoice() });
}

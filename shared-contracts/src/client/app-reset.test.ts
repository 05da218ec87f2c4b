import { PERSISTED_KEYS } from '../persist/persisted-keys';
import { onAppReset, resetAppState } from './app-reset';

describe('resetAppState', () => {
  it('keeps authentication, in-progress exams and language and clears everything else', () => {
    localStorage.setItem(PERSISTED_KEYS.auth, 'a');
    localStorage.setItem(PERSISTED_KEYS.exams, 'e');
    localStorage.setItem(PERSISTED_KEYS.language, 'es');
    localStorage.setItem('some-other-state', 'x');
    sessionStorage.setItem('transient', 'y');
    const listener = jest.fn();
    const off = onAppReset(listener);
    resetAppState();
    off();
    expect(localStorage.getItem(PERSISTED_KEYS.auth)).toBe('a');
    expect(localStorage.getItem(PERSISTED_KEYS.exams)).toBe('e');
    expect(localStorage.getItem(PERSISTED_KEYS.language)).toBe('es');
    expect(localStorage.getItem('some-other-state')).toBeNull();
    expect(sessionStorage.getItem('transient')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

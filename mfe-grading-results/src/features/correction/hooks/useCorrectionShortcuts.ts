import { useEffect, useRef } from 'react';

/** Whether typing in this element writes text (the single-letter shortcuts stay off there). */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'file'].includes(target.type)
  );
}

export interface CorrectionShortcuts {
  onNext: () => void;
  onPrevious: () => void;
  /** A digit typed outside any text field: it starts the score. */
  onDigit: (digit: string) => void;
}

/**
 * The correction screen's keyboard (its help line documents them): Alt+→ / Alt+← anywhere, and J / K
 * outside text fields, go to the next / previous answer; a digit typed outside a text field goes to the
 * score. Enter in the score (saving and moving on) is the score field's own.
 */
export function useCorrectionShortcuts(handlers: CorrectionShortcuts) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey) return;
      const { onNext, onPrevious, onDigit } = current.current;
      if (event.altKey) {
        if (event.key === 'ArrowRight') onNext();
        else if (event.key === 'ArrowLeft') onPrevious();
        else return;
        event.preventDefault();
        return;
      }
      if (event.shiftKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'j') onNext();
      else if (key === 'k') onPrevious();
      else if (/^\d$/.test(key)) onDigit(key);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

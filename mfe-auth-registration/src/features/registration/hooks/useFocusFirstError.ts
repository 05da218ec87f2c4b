import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The control of the first invalid field (fields mark themselves with data-invalid), or null. */
export function firstInvalidControl(container: HTMLElement | null): HTMLElement | null {
  const invalid = container?.querySelector<HTMLElement>('[data-invalid]');
  if (!invalid) return null;
  return invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
}

/** After `request()`, once the errors have rendered, scrolls to the first invalid field and focuses it. */
export function useFocusFirstError(container: RefObject<HTMLElement | null>) {
  const [tick, setTick] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (tick === handled.current) return;
    handled.current = tick;
    const target = firstInvalidControl(container.current);
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  }, [tick, container]);
  return useCallback(() => setTick((n) => n + 1), []);
}

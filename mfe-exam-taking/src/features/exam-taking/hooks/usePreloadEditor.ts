import { useEffect } from 'react';
import { preloadRichTextEditor } from 'shared-contracts/ui';

/**
 * Once an exam with open-ended questions is open, fetch the rich-text editor while the browser is idle,
 * so its code is on the device before the connection can drop (the exam must go on offline).
 */
export function usePreloadEditor(needed: boolean): void {
  useEffect(() => {
    if (!needed) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preloadRichTextEditor, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preloadRichTextEditor, 1000);
    return () => window.clearTimeout(timer);
  }, [needed]);
}

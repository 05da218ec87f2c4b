import { fireEvent } from '@testing-library/react';

const EMPTY_RECT = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };

/**
 * jsdom has no layout; ProseMirror measures the selection to scroll it into view after each change.
 * These give every measure an empty box (tests only).
 */
export function stubLayoutForEditor(): void {
  const rect = () => ({ ...EMPTY_RECT, toJSON: () => EMPTY_RECT }) as DOMRect;
  const rects = () => Object.assign([rect()], { item: () => rect() }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = rects;
  Element.prototype.getClientRects = rects;
  document.elementFromPoint ??= () => null;
}

/** Pastes into the editable area as a browser does (clipboard with plain text and, optionally, HTML). */
export function paste(element: HTMLElement, text: string, html?: string): void {
  const data: Record<string, string> = { 'text/plain': text, ...(html ? { 'text/html': html } : {}) };
  fireEvent.paste(element, {
    clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' },
  });
}

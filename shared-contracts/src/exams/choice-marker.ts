/** A), B)... or 1), 2)... (the question's style): the marker of the alternative at `index`. */
export const choiceMarker = (style: 'alphabetic' | 'numeric', index: number): string =>
  style === 'numeric' ? String(index + 1) : String.fromCharCode(65 + (index % 26));

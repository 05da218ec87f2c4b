import type { ReactNode } from 'react';

/** One choice of a remote select: the id sent to the API and the text shown. */
export interface RemoteOption {
  id: string;
  label: string;
}

/** One page of a remote search. */
export interface RemoteOptionsPage {
  options: RemoteOption[];
  hasMore: boolean;
}

/** The texts of a remote select, in the screen's language (each remote keeps its own catalog). */
export interface RemoteSelectTexts {
  /** Under the options while a page loads. */
  loading: string;
  /** The item that loads the next page. */
  more: string;
  /** Inside the list when a page fails. */
  failed: string;
  /** The item that repeats a failed page. */
  retry: string;
  /** When the search finds nothing. */
  empty: string;
  /** The accessible names of the open and clear buttons. */
  open: string;
  clear: string;
}

export interface RemoteSelectProps {
  label: ReactNode;
  name: string;
  testId?: string | undefined;
  /** The selected id. */
  value: string | null;
  onChange: (option: RemoteOption | null) => void;
  onBlur?: (() => void) | undefined;
  /** One page (from 1) of the options matching the term ('' for all). */
  fetchPage: (term: string, page: number) => Promise<RemoteOptionsPage>;
  /** The option of a preselected value, to show its label. */
  fetchOne?: ((id: string) => Promise<RemoteOption | null>) | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  /** Shown under the field, which is then marked invalid. */
  errorText?: ReactNode;
  placeholder?: string | undefined;
  /** Rendered under the field, e.g. a "my school is not listed" button. */
  footer?: ReactNode;
  /** When it changes, cached options are dropped and refetched. */
  resetKey?: unknown;
  /** Scrolling to the end of the list loads the next page too (default true). */
  loadMoreOnScroll?: boolean | undefined;
  texts: RemoteSelectTexts;
}

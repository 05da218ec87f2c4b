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

export interface RemoteSelectProps {
  label: ReactNode;
  name: string;
  testId?: string;
  /** The selected id. */
  value: string | null;
  onChange: (option: RemoteOption | null) => void;
  onBlur?: () => void;
  /** One page (from 1) of the options matching the term ('' for all). */
  fetchPage: (term: string, page: number) => Promise<RemoteOptionsPage>;
  /** The option of a preselected value, to show its label. */
  fetchOne?: (id: string) => Promise<RemoteOption | null>;
  disabled?: boolean;
  required?: boolean;
  /** Shown under the field, which is then marked invalid. */
  errorText?: ReactNode;
  placeholder?: string;
  /** Rendered under the field, e.g. a "my school is not listed" button. */
  footer?: ReactNode;
  /** When it changes, cached options are dropped and refetched. */
  resetKey?: unknown;
}

import { Field, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RemoteSelectProps } from './types';

export { REMOTE_SELECT_DEBOUNCE_MS } from './use-search-term';
export type { RemoteOption, RemoteOptionsPage, RemoteSelectProps, RemoteSelectTexts } from './types';

// The combobox (zag's state machine, floating-ui) is a chunk of its own, fetched by the first screen that
// shows a remote select: the signed-out landing and most screens never need it.
const LoadedRemoteSelect = lazy(() => import('./remote-select').then((m) => ({ default: m.RemoteSelect })));

/** The select while its code loads: the same label, and an input-sized placeholder. */
function RemoteSelectPlaceholder({ label, required, disabled, testId }: RemoteSelectProps) {
  return (
    <Field.Root required={required} disabled={disabled} data-testid={testId} aria-busy="true">
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Skeleton height="10" width="full" borderRadius="l2" />
    </Field.Root>
  );
}

/** See ./remote-select (the loaded component). */
export function RemoteSelect(props: RemoteSelectProps) {
  return (
    <Suspense fallback={<RemoteSelectPlaceholder {...props} />}>
      <LoadedRemoteSelect {...props} />
    </Suspense>
  );
}

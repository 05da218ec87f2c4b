import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { TOAST } from '../theme/tokens';
import { useUiText } from './ui-messages';

/**
 * The one toaster (spec 1 §9: top right, 5000 ms, 30 px offset). shared-contracts is a federated
 * singleton, so `toaster.create(...)` from any remote shows in the shell's <Toaster />.
 */
export const toaster = createToaster({
  placement: TOAST.placement,
  duration: TOAST.durationMs,
  offsets: `${TOAST.offsetPx}px`,
  pauseOnPageIdle: true,
});

/** The region's name and the close buttons speak the screen's language (not Ark's English defaults). */
export function Toaster() {
  const text = useUiText();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={text('notifications')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={text('close')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

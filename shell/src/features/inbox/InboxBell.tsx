import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { SHELL_PATHS } from 'shared-contracts';
import { useLocation } from 'shared-contracts/ui';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { useUnreadCount } from './use-unread-count';

const loadPanel = () => import('./InboxPanel');
// The panel (list, paging, settings, push) is a chunk of its own, fetched when the bell is first used.
const InboxPanel = lazy(() => loadPanel().then((m) => ({ default: m.InboxPanel })));

const messages = defineMessages<{ bell: { count: MessageValue } }>({
  bell: {
    id: 'shell.inbox.bell',
    defaultMessage:
      '{count, plural, =0 {Notificações} one {Notificações, # não lida} other {Notificações, # não lidas}}',
  },
});

/** More than this shows as "99+". */
const BADGE_MAX = 99;

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's bell, except on /logout: there the API session is ending, and reading the count would race
 * the sign-out into a 401.
 */
export function InboxBell() {
  return useLocation().pathname === SHELL_PATHS.logout ? null : <Bell />;
}

/** The bell: the unread count as a badge (and in its name); opens the inbox panel. */
function Bell() {
  const intl = useIntl();
  const count = useUnreadCount();
  const bell = useRef<HTMLButtonElement>(null);
  // A push's notification opens the site at ?notificacao={id}: the inbox is shown at once.
  const fromPush = new URLSearchParams(useLocation().search).has('notificacao');
  const [open, setOpen] = useState(fromPush);
  // Mounted on first use and kept, so the panel's closing animation and state survive.
  const [used, setUsed] = useState(fromPush);
  const preload = () => void loadPanel();

  return (
    <>
      <Button
        ref={bell}
        variant="ghost"
        size="sm"
        px="2"
        position="relative"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.300' }}
        aria-label={intl.formatMessage(messages.bell, { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="inbox-bell"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <BellIcon />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden
            data-testid="inbox-badge"
            position="absolute"
            top="0"
            insetEnd="0"
            minWidth="4.5"
            height="4.5"
            px="1"
            borderRadius="full"
            bg="red.600"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            lineHeight="1"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </Box>
        )}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <InboxPanel open={open} onClose={() => setOpen(false)} returnFocusTo={bell} />
        </Suspense>
      )}
    </>
  );
}

import { Box, Button, Stack } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { QUESTION_BODY_COLLAPSED_PX } from 'shared-contracts';
import { SafeHtml } from 'shared-contracts/ui';
import { rowMessages as m } from '../messages';

/**
 * A question's statement collapsed to 150 px (spec 2 §9) with a toggle to show it all; a statement
 * measured shorter than that needs no toggle.
 */
export function CollapsibleStatement({ html }: { html: string }) {
  const intl = useIntl();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const height = ref.current?.scrollHeight ?? 0;
    // jsdom (and a hidden tab) measures 0: keep the toggle then.
    setFits(height > 0 && height <= QUESTION_BODY_COLLAPSED_PX);
  }, [html]);
  return (
    <Stack gap="1" align="flex-start">
      <Box
        id={id}
        ref={ref}
        width="100%"
        maxH={expanded || fits ? undefined : `${QUESTION_BODY_COLLAPSED_PX}px`}
        overflow="hidden"
        position="relative"
        data-testid="question-statement"
        data-collapsed={String(!expanded && !fits)}
      >
        <SafeHtml html={html} />
      </Box>
      {!fits && (
        <Button
          size="xs"
          variant="plain"
          colorPalette="brand"
          px="0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {intl.formatMessage(expanded ? m.collapse : m.expand)}
        </Button>
      )}
    </Stack>
  );
}

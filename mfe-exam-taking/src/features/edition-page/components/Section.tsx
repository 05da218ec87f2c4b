import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled block of the edition page. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid={testId}>
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

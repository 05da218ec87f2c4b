import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled block of a page: a section named by its h2, with `testId` for tests. */
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

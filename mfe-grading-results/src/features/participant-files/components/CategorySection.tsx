import { Box, Button, Collapsible, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A collapsible section of the files screen (pre-project, group, final project, members), open at first. */
export function CategorySection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root defaultOpen asChild>
      <Box as="section" borderWidth="1px" borderRadius="md" data-testid={testId}>
        <Heading as="h2" size="md">
          <Collapsible.Trigger asChild>
            <Button variant="ghost" width="full" justifyContent="space-between" size="lg" px="4">
              {title}
              <Collapsible.Indicator
                aria-hidden
                transition="transform 0.2s"
                _open={{ transform: 'rotate(180deg)' }}
              >
                ▾
              </Collapsible.Indicator>
            </Button>
          </Collapsible.Trigger>
        </Heading>
        <Collapsible.Content>
          <Box px="4" pb="4" pt="2">
            {children}
          </Box>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}

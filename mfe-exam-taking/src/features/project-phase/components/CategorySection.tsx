import { Box, Button, Collapsible, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ProjectCategory } from 'shared-contracts';
import { useProjectText } from '../hooks/useProjectText';
import { projectCategoryMessages } from '../messages';

/** One collapsible section of the project phase (pre-project, group, final project), open at first. */
export function CategorySection({ category, children }: { category: ProjectCategory; children: ReactNode }) {
  const { t } = useProjectText();
  return (
    <Collapsible.Root defaultOpen asChild>
      <Box as="section" borderWidth="1px" borderRadius="md" data-testid={`section-${category}`}>
        <Heading as="h2" size="md">
          <Collapsible.Trigger asChild>
            <Button variant="ghost" width="full" justifyContent="space-between" size="lg" px="4">
              {t(projectCategoryMessages[category])}
              <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
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

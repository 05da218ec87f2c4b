import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled section of the registration form, its fields in a responsive grid. */
export function FormSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root data-testid={testId} borderWidth="1px" borderRadius="md" padding="4">
      <Fieldset.Legend fontWeight="semibold" fontSize="lg" paddingX="1">
        {title}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" marginTop="2">
        {children}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-contracts/ui';

/** The frame of the results screens: the back link, the title with the edition's name, then the content. */
export function ResultsPageFrame({
  back,
  backLabel,
  title,
  edition,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  edition: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <Stack gap="5" p={{ base: '3', md: '6' }} maxW="6xl" mx="auto">
      <Link asChild alignSelf="start" colorPalette="brand">
        <RouterLink to={back}>{backLabel}</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {edition && <Text color="fg.muted">{edition}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

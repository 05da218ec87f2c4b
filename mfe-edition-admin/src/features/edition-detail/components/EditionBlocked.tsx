import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'shared-contracts/ui';

/** A screen that stops short of the edition (unknown edition, no authorization): a message and a way out. */
export function EditionBlocked({
  title,
  text,
  action,
  to,
}: {
  title: string;
  text?: string;
  action: string;
  to: string;
}) {
  return (
    <Stack gap="3" align="start" py="6" role="alert" data-testid="edition-blocked">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {text && <Text>{text}</Text>}
      <Button asChild colorPalette="brand">
        <RouterLink to={to}>{action}</RouterLink>
      </Button>
    </Stack>
  );
}

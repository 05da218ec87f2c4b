import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'shared-contracts/ui';

/**
 * A screen that stops short of what was asked (access denied, not found, cannot open): a title, an
 * explanation and a way out.
 */
export function BlockedScreen({
  title,
  text,
  action,
  to,
  testId = 'blocked-screen',
}: {
  title: string;
  text?: string | undefined;
  action: string;
  to: string;
  testId?: string;
}) {
  return (
    <Stack gap="3" align="start" py="6" role="alert" data-testid={testId}>
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

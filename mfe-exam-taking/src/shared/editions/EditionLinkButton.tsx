import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'shared-contracts/ui';

/** A row's action: a small button-styled link ("Acessar", "Inscrever-se"). */
export function EditionLinkButton({
  to,
  label,
  variant = 'solid',
}: {
  to: string;
  label: string;
  variant?: 'solid' | 'outline';
}) {
  return (
    <Button asChild size="sm" colorPalette="brand" variant={variant}>
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );
}

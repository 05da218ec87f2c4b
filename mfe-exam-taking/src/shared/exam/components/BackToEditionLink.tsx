import { Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';

/** 'Voltar para a edição': the small link above an exam screen's title, to the edition's page `to`. */
export function BackToEditionLink({ to }: { to: string }) {
  const intl = useIntl();
  return (
    <Link asChild color="brand.primary" fontSize="sm" alignSelf="start">
      <RouterLink to={to}>
        {intl.formatMessage({ id: 'examTaking.exam.backToEdition', defaultMessage: 'Voltar para a edição' })}
      </RouterLink>
    </Link>
  );
}

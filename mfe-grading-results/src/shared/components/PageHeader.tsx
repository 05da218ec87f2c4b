import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { plainTextOf } from 'shared-contracts';
import { Link as RouterLink } from 'shared-contracts/ui';
import { sharedMessages as m, sharedNamedMessages as n } from '../messages';

/**
 * The top of a participants-area screen: "Voltar" (a link to `backTo`), the title (h1), a subtitle and the
 * screen's actions, which wrap under the title on a phone.
 */
export function PageHeader({
  backTo,
  title,
  subtitle,
  actions,
}: {
  backTo: string;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <Link asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={backTo}>
          <span aria-hidden="true">←</span>
          {intl.formatMessage(m.back)}
        </RouterLink>
      </Link>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="lg" overflowWrap="anywhere">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {actions}
      </Flex>
    </Stack>
  );
}

/** "Fase 2 — Descrição" of an exam. */
export function useExamTitle() {
  const intl = useIntl();
  return (exam: { phase: number; description: string | null } | undefined) => {
    if (!exam) return '';
    const description = plainTextOf(exam.description);
    return description
      ? intl.formatMessage(n.examTitle, { phase: exam.phase, description })
      : intl.formatMessage(n.examTitleNoDescription, { phase: exam.phase });
  };
}

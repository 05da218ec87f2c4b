import { Box, Flex, Image, Link, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizedText, isLocale, DEFAULT_LOCALE } from 'shared-contracts';
import { Link as RouterLink, useLocation } from 'shared-contracts/ui';
import { useShellEnv } from '../../shared/shell-env';
import { footerOf } from './project-footer';
import { showsFooterOn } from './visibility-rules';

/** The project's footer (its registry's logos and links), on every page but exam solving and answer keys. */
export function Footer() {
  const { registry } = useShellEnv();
  const intl = useIntl();
  const { pathname } = useLocation();
  const footer = footerOf(registry);
  if (!footer || (footer.logos.length === 0 && footer.links.length === 0) || !showsFooterOn(pathname))
    return null;
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  return (
    <Box as="footer" data-testid="app-footer" borderTopWidth="1px" bg="bg.subtle" px="4" py="6" mt="auto">
      {footer.logos.length > 0 && (
        <>
          <Text textAlign="center" fontSize="sm" color="fg.muted" mb="3">
            <FormattedMessage id="shell.footer.organizers" defaultMessage="Realização e apoio" />
          </Text>
          <Flex wrap="wrap" gap="6" justify="center" align="center">
            {footer.logos.map((logo) => (
              <Image
                key={`${logo.alt} ${logo.url}`}
                src={logo.url}
                alt={logo.alt}
                height="48px"
                width="auto"
              />
            ))}
          </Flex>
        </>
      )}
      {footer.links.length > 0 && (
        <Flex
          as="nav"
          aria-label={intl.formatMessage({ id: 'shell.footer.links', defaultMessage: 'Links da olimpíada' })}
          wrap="wrap"
          gap="5"
          justify="center"
          mt={footer.logos.length > 0 ? '4' : '0'}
        >
          {footer.links.map((link) => {
            const label = localizedText(link.label, locale);
            const style = { color: 'brand.fg', fontSize: 'sm', textDecoration: 'underline' } as const;
            // A path on the site is a route of the app (no page load); anything else is another site.
            return link.url.startsWith('/') ? (
              <Link key={link.url} asChild {...style}>
                <RouterLink to={link.url}>{label}</RouterLink>
              </Link>
            ) : (
              <Link key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" {...style}>
                {label}
              </Link>
            );
          })}
        </Flex>
      )}
    </Box>
  );
}

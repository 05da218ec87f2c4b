import { Alert, Box, Button, Center, DataList, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDate } from 'shared-contracts';
import { useLoadedResource } from 'shared-contracts/client';
import { useParams } from 'shared-contracts/ui';
import { verifyCertificate, type VerifiedCertificate } from '../api/verify';
import { verificationMessages as m } from '../messages';

/** What the page lists of a certificate, in order (the achievement only when it names one). */
const rows = (c: VerifiedCertificate) => [
  { label: m.holder, value: c.name },
  { label: m.edition, value: c.edition },
  ...(c.achievement ? [{ label: m.achievement, value: c.achievement }] : []),
  { label: m.issuedOn, value: formatDate(c.generated_at) },
  { label: m.code, value: c.id },
];

/**
 * /certificados/:code, the address in a certificate's QR code (issue 13): anyone checks that the
 * certificate exists and whom, which edition and which achievement it names — nothing else about them.
 */
export function CertificateVerificationPage() {
  const intl = useIntl();
  const { code = '' } = useParams();
  const state = useLoadedResource(['certificates', 'verify'], code || undefined, verifyCertificate);
  return (
    <Box maxW="640px" mx="auto" py="8" px="4">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {intl.formatMessage(m.title)}
        </Heading>
        {state.status === 'loading' && (
          <Center py="8">
            <Spinner aria-label={intl.formatMessage(m.loading)} />
          </Center>
        )}
        {state.status === 'notFound' && (
          <Alert.Root status="warning" data-testid="certificate-not-found">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.notFound, { code: code.toUpperCase() })}</Alert.Title>
          </Alert.Root>
        )}
        {state.status === 'error' && (
          <Stack gap="3" align="start">
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(m.error)}</Alert.Title>
            </Alert.Root>
            <Button variant="outline" onClick={state.reload}>
              {intl.formatMessage(m.retry)}
            </Button>
          </Stack>
        )}
        {state.status === 'ready' && (
          <Stack gap="4" data-testid="certificate-valid">
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(m.valid)}</Alert.Title>
            </Alert.Root>
            <DataList.Root orientation="horizontal">
              {rows(state.value).map(({ label, value }) => (
                <DataList.Item key={label.id}>
                  <DataList.ItemLabel>{intl.formatMessage(label)}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

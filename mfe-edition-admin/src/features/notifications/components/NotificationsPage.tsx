import { Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'shared-contracts/ui';
import { timeZoneNameOf } from '../../../shared/api/editions';
import { pathOf } from '../../../shared/built-routes';
import { EditionGate, useEdition, type EditionDetail } from '../../edition-detail';
import { usePhaseChoices } from '../hooks/usePhaseChoices';
import { pageMessages as m } from '../messages';
import { AppTab } from './AppTab';
import { EmailTab } from './EmailTab';
import { SentTab } from './SentTab';

/** The tabs, by their value in `?aba=` (a reload or a shared link opens the same tab). */
const TABS = ['email', 'app', 'enviadas'] as const;
type Tab = (typeof TABS)[number];

function NotificationsView({ edition }: { edition: EditionDetail }) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('aba');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'email';
  const phases = usePhaseChoices(edition.id, edition.phases);
  const choose = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'email') params.delete('aba');
        else params.set('aba', next);
        return params;
      },
      { replace: true },
    );
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {intl.formatMessage(m.title)}
          </Heading>
          <Text color="fg.muted">{`${edition.year} - ${edition.description}`}</Text>
        </Stack>
        <Button asChild variant="outline">
          <RouterLink to={pathOf('admin.editionDetail', { id: edition.id })}>
            {intl.formatMessage(m.back)}
          </RouterLink>
        </Button>
      </Flex>
      <Tabs.Root value={tab} onValueChange={(d) => choose(d.value)} variant="line" lazyMount>
        {/* On a phone the three tabs take two lines rather than hide the last one behind a sideways scroll. */}
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} flexWrap="wrap">
          <Tabs.Trigger value="email" flexShrink="0">
            {intl.formatMessage(m.emailTab)}
          </Tabs.Trigger>
          <Tabs.Trigger value="app" flexShrink="0">
            {intl.formatMessage(m.appTab)}
          </Tabs.Trigger>
          <Tabs.Trigger value="enviadas" flexShrink="0">
            {intl.formatMessage(m.sentTab)}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email">
          <EmailTab editionId={edition.id} phases={phases} />
        </Tabs.Content>
        <Tabs.Content value="app">
          <AppTab editionId={edition.id} phases={phases} />
        </Tabs.Content>
        <Tabs.Content value="enviadas">
          <SentTab editionId={edition.id} zone={timeZoneNameOf(edition)} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/**
 * /admin/edicoes/:id/notificacoes (spec 2 "Notifications"): e-mail and app notifications to the groups
 * of the edition, and the notifications sent; admins only (the shell's guard, and the API).
 */
export function NotificationsPage() {
  const { id } = useParams();
  return (
    <EditionGate state={useEdition(id)}>{(edition) => <NotificationsView edition={edition} />}</EditionGate>
  );
}

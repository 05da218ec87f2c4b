import { Button, HStack, Heading, Stack, Tabs, chakra } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'shared-contracts/ui';
import { pathOf } from '../../../shared/built-routes';
import type { EditionFormValues, StoredDates } from '../form-values';
import { useEditionForm } from '../hooks/useEditionForm';
import { useSaveEdition } from '../hooks/useSaveEdition';
import { formMessages as m } from '../messages';
import { AchievementsSection } from './certificates/AchievementsSection';
import { CertificateTemplateField } from './certificates/CertificateTemplateField';
import { CoordinatorsSection } from './data/CoordinatorsSection';
import { CountriesField } from './data/CountriesField';
import { DatesFields } from './data/DatesFields';
import { DescriptionField } from './data/DescriptionField';
import { LogoField } from './data/LogoField';
import { TimeZoneField } from './data/TimeZoneField';
import { VideosSection } from './data/VideosSection';
import { PhasesSection } from './phases/PhasesSection';
import { SaveState } from './SaveState';

const TABS = ['0', '1', '2'] as const;

/** The tab of the `aba` query parameter (0 data, 1 phases, 2 certificates). */
const tabOf = (aba: string | null) => (TABS.includes(aba as (typeof TABS)[number]) ? (aba as string) : '0');

export interface EditionFormProps {
  /** null when creating. */
  editionId: string | null;
  base: EditionFormValues;
  storedDates: StoredDates | null;
  storedLogoUrl: string | null;
  storedCertificateTemplate: string | null;
  isAdmin: boolean;
  /** Where Cancel and the list lead (/admin/edicoes for admins, /edicoes for coordinators). */
  basePath: string;
  onSaved: (id: string) => void;
}

/**
 * The edition form (spec 2 "Edition form"): three tabs, Save (disabled while invalid or saving, saying
 * why next to it) and Cancel.
 */
export function EditionForm(props: EditionFormProps) {
  const { editionId, isAdmin, basePath } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('aba'));
  const showTab = (index: number) =>
    setSearch(
      (was) => {
        const next = new URLSearchParams(was);
        next.set('aba', String(index));
        return next;
      },
      { replace: true },
    );
  const draftRef = editionId ?? 'nova';
  const form = useEditionForm(draftRef, props.base, props.storedDates);
  const save = useSaveEdition({
    editionId,
    form,
    withCoordinators: isAdmin,
    onSaved: props.onSaved,
    showTab,
  });
  const hasCertificateTemplate = Boolean(props.storedCertificateTemplate || form.files.certificate_template);
  const saveStateId = useId();
  const saveDisabled = !form.valid || save.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.valid && !save.isPending) save.mutate();
  };
  const cancel = () => {
    form.discardDraft();
    void navigate(basePath);
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="edition-form">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {intl.formatMessage(editionId ? m.editTitle : m.createTitle)}
        </Heading>
        <Tabs.Root value={tab} onValueChange={(d) => showTab(Number(d.value))} variant="line">
          <Tabs.List>
            <Tabs.Trigger value="0">{intl.formatMessage(m.tabData)}</Tabs.Trigger>
            <Tabs.Trigger value="1">{intl.formatMessage(m.tabPhases)}</Tabs.Trigger>
            <Tabs.Trigger value="2">{intl.formatMessage(m.tabCertificates)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="0">
            <Stack gap="6">
              <DescriptionField form={form} />
              <LogoField form={form} storedUrl={props.storedLogoUrl} />
              <DatesFields form={form} />
              <CountriesField form={form} />
              <TimeZoneField form={form} />
              <VideosSection form={form} />
              {isAdmin && <CoordinatorsSection form={form} draftRef={draftRef} />}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="1">
            <PhasesSection form={form} />
          </Tabs.Content>
          <Tabs.Content value="2">
            <Stack gap="6">
              <CertificateTemplateField form={form} storedName={props.storedCertificateTemplate} />
              <AchievementsSection
                form={form}
                editionId={editionId}
                hasCertificateTemplate={hasCertificateTemplate}
              />
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
        <HStack gap="3" justify="end" wrap="wrap">
          <SaveState id={saveStateId} blockers={form.blockers} saving={save.isPending} />
          <Button variant="outline" onClick={cancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            disabled={saveDisabled}
            loading={save.isPending}
            aria-describedby={saveDisabled ? saveStateId : undefined}
          >
            {intl.formatMessage(m.save)}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** The list an edition form returns to: /admin/edicoes for admins, /edicoes for coordinators. */
export const formBasePath = (isAdmin: boolean) => pathOf(isAdmin ? 'admin.adminEditions' : 'admin.editions');

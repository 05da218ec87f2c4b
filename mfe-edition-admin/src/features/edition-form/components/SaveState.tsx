import { Box, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  certificateFormMessages,
  coordinatorMessages,
  dataMessages,
  phaseFormMessages,
  saveStateMessages as m,
} from '../messages';

/** The label of each top-level field a rule can block (the names of EditionFormInput and the files). */
const LABELS: Record<string, MessageDescriptor> = {
  description: dataMessages.description,
  logo: dataMessages.logo,
  start_registration: dataMessages.startRegistration,
  end_registration: dataMessages.endRegistration,
  results_due: dataMessages.resultsDue,
  country_ids: dataMessages.countries,
  time_zone: dataMessages.timeZone,
  videos: dataMessages.videos,
  coordinators_emails: coordinatorMessages.title,
  phases: phaseFormMessages.title,
  certificate_template: certificateFormMessages.template,
  achievements: certificateFormMessages.achievements,
};
const ORDER = Object.keys(LABELS);

/**
 * Why Save is disabled, next to it (the button's aria-describedby is `id`): a save under way, or the
 * fields whose rules block it, named even when the user has not reached them yet. Nothing when Save is
 * enabled.
 */
export function SaveState({ id, blockers, saving }: { id: string; blockers: string[]; saving: boolean }) {
  const intl = useIntl();
  const fields = [...blockers]
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((field) => (LABELS[field] ? intl.formatMessage(LABELS[field]) : field));
  // The live region stays, so that what appears in it is read out.
  return (
    <Box role="status" aria-live="polite">
      {saving ? (
        <Text id={id} textStyle="sm" color="fg.muted" data-testid="save-pending">
          {intl.formatMessage(m.saving)}
        </Text>
      ) : fields.length ? (
        <Text id={id} textStyle="sm" color="fg.error" data-testid="save-blockers">
          {intl.formatMessage(m.blocked, { fields: intl.formatList(fields, { type: 'conjunction' }) })}
        </Text>
      ) : null}
    </Box>
  );
}

import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ReportFormat } from 'shared-contracts';
import { searchCities, searchStates, searchUnits } from '../api/places';
import { useInscriptionsReport } from '../hooks/useReportRequests';
import { reportsMessages as m } from '../messages';
import { PlaceSelect } from './PlaceSelect';

/**
 * One school's inscriptions (spec 2 "Reports"): state → city → school (searched by INEP or name); changing
 * the state or the city clears what depends on it, and the report needs a chosen school.
 */
export function SchoolReportForm({
  editionId,
  countryIds,
  format,
}: {
  editionId: string;
  countryIds: readonly number[];
  format: ReportFormat;
}) {
  const intl = useIntl();
  const request = useInscriptionsReport(editionId);
  const [stateId, setStateId] = useState<string | null>(null);
  const [cityId, setCityId] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unitId) request.mutate({ format, school_unit_id: unitId });
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-labelledby="school-report-title">
      <Heading as="h3" size="sm" id="school-report-title">
        {intl.formatMessage(m.schoolTitle)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <PlaceSelect
          label={intl.formatMessage(m.state)}
          name="schoolState"
          testId="school-state"
          value={stateId}
          onChange={(option) => {
            setStateId(option?.id ?? null);
            setCityId(null);
            setUnitId(null);
          }}
          fetchPage={(term, page) => searchStates(countryIds, term, page)}
          resetKey={countryIds.join(',')}
        />
        <PlaceSelect
          label={intl.formatMessage(m.city)}
          name="schoolCity"
          testId="school-city"
          value={cityId}
          disabled={!stateId}
          placeholder={stateId ? undefined : intl.formatMessage(m.chooseState)}
          onChange={(option) => {
            setCityId(option?.id ?? null);
            setUnitId(null);
          }}
          fetchPage={(term, page) => searchCities(stateId ?? '', term, page)}
          resetKey={stateId}
        />
        <PlaceSelect
          label={intl.formatMessage(m.school)}
          name="inep_and_name"
          testId="school-unit"
          value={unitId}
          disabled={!cityId}
          placeholder={cityId ? undefined : intl.formatMessage(m.chooseCity)}
          onChange={(option) => setUnitId(option?.id ?? null)}
          fetchPage={(term, page) => searchUnits(stateId ?? '', cityId ?? '', term, page)}
          resetKey={`${stateId}:${cityId}`}
        />
      </SimpleGrid>
      <Button
        type="submit"
        alignSelf="start"
        colorPalette="brand"
        disabled={!unitId}
        loading={request.isPending}
      >
        {intl.formatMessage(m.bySchool)}
      </Button>
    </Stack>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { pathOf } from '../../../shared/built-routes';
import type { StaffExam } from '../api/exams';
import { actionMessages as m, namedMessages } from '../messages';

/** Editar and Visualizar on every exam; Excluir while it is upcoming (spec 2 §4). */
export function ExamRowActions({
  exam,
  editionId,
  name,
  onRemove,
}: {
  exam: StaffExam;
  editionId: string;
  name: string;
  onRemove: (exam: StaffExam) => void;
}) {
  const intl = useIntl();
  const params = { id: editionId, testId: exam.id };
  return (
    // On a phone the buttons stand one under the other, so the row keeps to the screen's width.
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="1"
      justify="flex-end"
      align={{ base: 'stretch', md: 'center' }}
      role="group"
      aria-label={intl.formatMessage(namedMessages.actionsOf, { name })}
    >
      <Button asChild size="xs" variant="outline">
        <RouterLink to={pathOf('admin.examEdit', params)}>{intl.formatMessage(m.edit)}</RouterLink>
      </Button>
      <Button asChild size="xs" variant="outline">
        <RouterLink to={pathOf('admin.examPreview', params)}>{intl.formatMessage(m.view)}</RouterLink>
      </Button>
      {exam.status === 'upcoming' && (
        <Button size="xs" colorPalette="red" variant="subtle" onClick={() => onRemove(exam)}>
          {intl.formatMessage(m.remove)}
        </Button>
      )}
    </Stack>
  );
}

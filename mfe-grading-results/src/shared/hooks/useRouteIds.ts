import { useParams } from 'shared-contracts/ui';

/** The ids of the participants area's routes: the edition (:id), the exam (:testId), the participant (:userId). */
export function useRouteIds() {
  const { id = '', testId = '', userId = '' } = useParams();
  return { editionId: id, testId, userId };
}

import { useParams } from 'shared-contracts/ui';
import { useAuthStore } from 'shared-contracts/client';
import { useEdition } from '../hooks/useEdition';
import { EditionDetailView } from './EditionDetailView';
import { EditionGate } from './EditionGate';

/** /edicoes/:id and /admin/edicoes/:id: the edition's detail, once loaded and the user administers it. */
export function EditionDetailPage() {
  const { id } = useParams();
  const user = useAuthStore((s) => s.user);
  return (
    <EditionGate state={useEdition(id)}>
      {(edition) => <EditionDetailView edition={edition} user={user} />}
    </EditionGate>
  );
}

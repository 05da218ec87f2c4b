import { hasRole } from 'shared-contracts';
import { loadedResource, useAuthStore, useQuery } from 'shared-contracts/client';
import { useNavigate, useParams } from 'shared-contracts/ui';
import { editionQueryKeys, logoUrlOf } from '../../../shared/api/editions';
import { pathOf } from '../../../shared/built-routes';
import { EditionGate } from '../../edition-detail';
import { fetchEditionForForm } from '../api/edition-form';
import { blankValues, valuesOf } from '../form-values';
import { EditionForm, formBasePath } from './EditionForm';

/** /admin/edicoes/nova: a blank edition; once created, its form opens on the phases tab. */
export function NewEditionPage() {
  const navigate = useNavigate();
  const isAdmin = hasRole(
    useAuthStore((s) => s.user),
    'admin',
  );
  return (
    <EditionForm
      editionId={null}
      base={blankValues()}
      storedDates={null}
      storedLogoUrl={null}
      storedCertificateTemplate={null}
      isAdmin={isAdmin}
      basePath={formBasePath(isAdmin)}
      onSaved={(id) => void navigate(`${pathOf('admin.editionEdit', { id })}?aba=1`)}
    />
  );
}

/**
 * /edicoes/:id/editar: loads the edition with its coordinators; an unknown one offers the way back to the
 * default path, and a coordinator not listed on it sees the no-authorization view (spec 2 §6).
 */
export function EditEditionPage() {
  const { id } = useParams();
  const isAdmin = hasRole(
    useAuthStore((s) => s.user),
    'admin',
  );
  const query = useQuery({
    queryKey: [...editionQueryKeys.detail, id, 'form'],
    queryFn: ({ signal }) => fetchEditionForForm(id as string, { signal }),
    enabled: Boolean(id),
  });
  return (
    <EditionGate state={loadedResource(query, Boolean(id))}>
      {(edition) => (
        <EditionForm
          // A save reloads the edition: the form starts again from what the server stored.
          key={query.dataUpdatedAt}
          editionId={edition.id}
          base={valuesOf(edition)}
          storedDates={edition}
          storedLogoUrl={logoUrlOf(edition)}
          storedCertificateTemplate={edition.certificate_template?.file_name ?? null}
          isAdmin={isAdmin}
          basePath={formBasePath(isAdmin)}
          onSaved={() => undefined}
        />
      )}
    </EditionGate>
  );
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { DataManagementMenu } from './DataManagementMenu';

jest.setTimeout(30_000);

const job = (
  kind: string,
  status: string,
  done: number,
  total: number | null,
  lastError: string | null = null,
) => ({
  type: 'jobs',
  id: kind === 'storage.certificates' ? '11' : '12',
  attributes: {
    kind,
    status,
    progress_done: done,
    progress_total: total,
    last_error: lastError,
    finished_at: null,
  },
});

let server: StubbedFetch;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

function renderMenu(locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  return renderRoute(
    <>
      <DataManagementMenu editionId="1" />
      <Toaster />
    </>,
    { path: '/edicoes/:id', entry: '/edicoes/1', locale },
  );
}

async function choose(menu: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: menu }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('DataManagementMenu', () => {
  it('saves the certificates: queues the job, shows its progress, then "Certificados salvos na AWS!"', async () => {
    const reads = [
      [job('storage.certificates', 'running', 8, 20)],
      [job('storage.certificates', 'succeeded', 20, 20)],
    ];
    const nextRead = () => (reads.length > 1 ? reads.shift()! : reads[0]!);
    let queued: string | undefined;
    server = stubFetch((url, init) => {
      if (url.pathname === '/api/save_all_certificates' && init.method === 'PUT') {
        queued = init.body;
        return {
          status: 202,
          body: {
            data: job('storage.certificates', 'queued', 0, null),
            meta: { message: 'O job de salvar os certificados na nuvem será executado.' },
          },
        };
      }
      if (url.pathname === '/api/editions/1/storage_jobs')
        return { body: { data: queued ? nextRead() : [] } };
      return { status: 404, body: { errors: [] } };
    });
    const { intlErrors } = renderMenu();
    await choose('Gerenciar dados', 'Salvar certificados na nuvem');
    expect(JSON.parse(queued!)).toEqual({ id: '1' });
    expect(
      await screen.findByText('O job de salvar os certificados na nuvem será executado.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Salvando certificados na nuvem: 8 de 20', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Certificados salvos na AWS!', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByText(/Salvando certificados/)).not.toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it("shows the server's message when the edition has no certificates, and nothing runs", async () => {
    let reads = 0;
    server = stubFetch((url, init) => {
      if (url.pathname === '/api/save_all_certificates' && init.method === 'PUT')
        return {
          status: 422,
          body: {
            errors: [
              {
                status: '422',
                code: 'storage.error.noCertificates',
                detail: 'Não há certificados disponíveis nesta edição para serem salvos na AWS',
              },
            ],
          },
        };
      if (url.pathname === '/api/editions/1/storage_jobs') {
        reads++;
        return { body: { data: [] } };
      }
      return { status: 404, body: { errors: [] } };
    });
    renderMenu();
    await choose('Gerenciar dados', 'Salvar certificados na nuvem');
    expect(
      await screen.findByText('Não há certificados disponíveis nesta edição para serem salvos na AWS'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Salvando certificados/)).not.toBeInTheDocument();
    expect(reads).toBe(1);
  });

  it('falls back to "Erro ao salvar certificados na AWS." when the server gives no reason', async () => {
    server = stubFetch((url, init) =>
      url.pathname === '/api/save_all_certificates' && init.method === 'PUT'
        ? { status: 500, body: {} }
        : { body: { data: [] } },
    );
    renderMenu();
    await choose('Gerenciar dados', 'Salvar certificados na nuvem');
    expect(await screen.findByText('Erro ao salvar certificados na AWS.')).toBeInTheDocument();
  });

  it('saves the edition data in Spanish and reports a failed job with its reason', async () => {
    let queued = false;
    server = stubFetch((url, init) => {
      if (url.pathname === '/api/save_edition_data' && init.method === 'PUT') {
        queued = true;
        return {
          status: 202,
          body: {
            data: job('storage.edition_data', 'queued', 0, null),
            meta: { message: 'Se ejecutará el trabajo de guardar los datos de la edición en la nube.' },
          },
        };
      }
      if (url.pathname === '/api/editions/1/storage_jobs')
        return {
          body: { data: queued ? [job('storage.edition_data', 'failed', 1, 2, 'NoSuchBucket')] : [] },
        };
      return { status: 404, body: { errors: [] } };
    });
    const { intlErrors } = renderMenu('es');
    await choose('Gestionar datos', 'Guardar datos de la edición en la nube');
    expect(
      await screen.findByText('En cola para guardar los datos de la edición en la nube…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Error al guardar los datos de la edición en AWS.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('NoSuchBucket')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('disables an item while its job runs, in European Portuguese', async () => {
    server = stubFetch((url) =>
      url.pathname === '/api/editions/1/storage_jobs'
        ? { body: { data: [job('storage.certificates', 'running', 3, 9)] } }
        : { status: 404, body: { errors: [] } },
    );
    const { intlErrors } = renderMenu('pt-PT');
    expect(await screen.findByText('A guardar certificados na nuvem: 3 de 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gerir dados' }));
    expect(await screen.findByRole('menuitem', { name: 'Guardar certificados na nuvem' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Guardar dados da edição na nuvem' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(intlErrors).toEqual([]);
  });
});

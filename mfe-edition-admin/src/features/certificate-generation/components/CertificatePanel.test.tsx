import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { CertificatePanel } from './CertificatePanel';

jest.setTimeout(30_000);

const job = (status: string, done: number, total: number | null, lastError: string | null = null) => ({
  data: {
    type: 'jobs',
    id: '7',
    attributes: {
      status,
      progress_done: done,
      progress_total: total,
      last_error: lastError,
      finished_at: null,
    },
  },
});

let server: StubbedFetch;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

function renderPanel(availableAt: string | null, locale: 'pt-BR' | 'es' = 'pt-BR', hasTemplates = true) {
  return renderRoute(
    <>
      <CertificatePanel
        editionId="1"
        availableAt={availableAt}
        zone="America/Sao_Paulo"
        hasTemplates={hasTemplates}
      />
      <Toaster />
    </>,
    { path: '/edicoes/:id', entry: '/edicoes/1', locale },
  );
}

describe('CertificatePanel', () => {
  it('offers no Gerar while the edition has no achievement templates, and says where to send them', async () => {
    server = stubFetch((url) =>
      url.pathname === '/api/editions/1/certificate_job'
        ? { body: { data: null } }
        : { status: 404, body: {} },
    );
    renderPanel(null, 'pt-BR', false);
    expect(
      await screen.findByText(
        'Para gerar os certificados, envie os modelos das conquistas em Editar → Certificados.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerar' })).not.toBeInTheDocument();
  });

  it('queues the job, shows its progress while it runs, then how many certificates it made', async () => {
    // What GET certificate_job answers once the job is queued: running, then done (and done from then on).
    const reads = [job('running', 1, 3), job('succeeded', 3, 3)];
    const nextRead = () => (reads.length > 1 ? reads.shift() : reads[0]);
    let queued: string | undefined;
    server = stubFetch((url, init) => {
      if (url.pathname === '/api/generate-certificate' && init.method === 'PUT') {
        queued = init.body;
        return {
          status: 202,
          body: {
            ...job('queued', 0, null),
            meta: { message: 'O job de gerar certificado será executado.' },
          },
        };
      }
      if (url.pathname === '/api/editions/1/certificate_job')
        return { body: queued ? nextRead() : { data: null } };
      return { status: 404, body: { errors: [] } };
    });
    const { intlErrors } = renderPanel(null);
    expect(
      await screen.findByText('Os certificados desta edição ainda não foram gerados.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(JSON.parse(queued!)).toEqual({ id: '1' });
    expect(await screen.findByText('O job de gerar certificado será executado.')).toBeInTheDocument();
    expect(
      await screen.findByText('Gerando certificados: 1 de 3', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar' })).toBeDisabled();
    expect(await screen.findByText('3 certificados gerados.', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar' })).toBeEnabled();
    expect(intlErrors).toEqual([]);
  });

  it('reads Atualizar once generated, and shows why the last job failed, in Spanish', async () => {
    server = stubFetch((url) =>
      url.pathname === '/api/editions/1/certificate_job'
        ? { body: job('failed', 2, 5, 'disk full') }
        : { status: 404, body: { errors: [] } },
    );
    const { intlErrors } = renderPanel('2026-07-01T13:00:00Z', 'es');
    expect(await screen.findByText('La generación falló: disk full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    expect(screen.getByText('Disponibles para los participantes desde 01/07/2026.')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it("shows the server's refusal, else the spec's failure message", async () => {
    server = stubFetch((url, init) =>
      url.pathname === '/api/generate-certificate' && init.method === 'PUT'
        ? { status: 403, body: { errors: [{ status: '403', detail: 'Você não possui autorização.' }] } }
        : { body: { data: null } },
    );
    renderPanel(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('Você não possui autorização.')).toBeInTheDocument();
  });
});

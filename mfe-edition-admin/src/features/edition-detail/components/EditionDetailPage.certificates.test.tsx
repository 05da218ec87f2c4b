import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { editionDocument, userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { EditionDetailPage } from './EditionDetailPage';

jest.setTimeout(30_000);

let server: StubbedFetch;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

const job = (status: string, done: number) => ({
  data: {
    type: 'jobs',
    id: '7',
    attributes: { status, progress_done: done, progress_total: 2, last_error: null },
  },
});

it('once the job has made the certificates, the edition is read again and offers Atualizar', async () => {
  useAuthStore.setState({ user: userWith('A1', 'admin') });
  let generated = false;
  server = stubFetch((url, init) => {
    if (url.pathname === '/api/edition/1') {
      const doc = editionDocument([]);
      doc.data.attributes.certificate_available_at = (generated
        ? '2026-11-25T10:00:00Z'
        : null) as unknown as string;
      return { body: doc };
    }
    if (url.pathname === '/api/generate-certificate' && init.method === 'PUT') {
      return {
        status: 202,
        body: { ...job('queued', 0), meta: { message: 'O job de gerar certificado será executado.' } },
      };
    }
    if (url.pathname === '/api/editions/1/certificate_job') {
      if (!generated && server.methods.includes('PUT')) {
        generated = true;
        return { body: job('running', 1) };
      }
      return { body: generated ? job('succeeded', 2) : { data: null } };
    }
    return { status: 404, body: { errors: [] } };
  });
  renderRoute(<EditionDetailPage />, { path: '/admin/edicoes/:id', entry: '/admin/edicoes/1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Gerar' }));
  expect(await screen.findByText('2 certificados gerados.', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Atualizar' })).toBeEnabled();
  expect(screen.getByText('Disponíveis aos participantes desde 25/11/2026.')).toBeInTheDocument();
});

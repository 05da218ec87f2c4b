import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { createRouteRenderer, stubFetch, type StubbedFetch } from 'shared-contracts/testing';
import { messages } from '../../../i18n';
import { MyCorrectionsPage } from './MyCorrectionsPage';
import { toaster as sharedToaster } from 'shared-contracts/ui';

// Toasts live in one shared store: each test starts without the previous test's.
afterEach(() => sharedToaster.remove());

jest.setTimeout(30_000);

const renderRoute = createRouteRenderer(messages);

/** GET exams/{id}/my_corrections: `{ data: MyCorrectionSchema[] }`. */
const queueDoc = (rows: { pid: string; uid: string; name: string; assigned: number; done: number }[]) => ({
  data: rows.map((r) => ({
    participation_id: r.pid,
    user_id: r.uid,
    user_name: r.name,
    assigned: r.assigned,
    done: r.done,
  })),
});

let server: StubbedFetch | undefined;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

function renderPage(body: unknown, locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  server = stubFetch((url) =>
    url.pathname === '/api/exams/3/my_corrections' ? { body } : { status: 404, body: { errors: [] } },
  );
  return renderRoute(<MyCorrectionsPage />, {
    path: '/edicoes/:id/provas/:testId/participantes/minhas-correcoes',
    entry: '/edicoes/1/provas/3/participantes/minhas-correcoes',
    locale,
  });
}

describe('MyCorrectionsPage', () => {
  it("lists the caller's participations with their progress, Corrigir for each, and Começar opens the first unfinished", async () => {
    const { intlErrors } = renderPage(
      queueDoc([
        { pid: '50', uid: '9', name: 'Ana', assigned: 2, done: 2 },
        { pid: '51', uid: '10', name: 'Bruno', assigned: 2, done: 1 },
        { pid: '52', uid: '11', name: 'Carla', assigned: 3, done: 0 },
      ]),
    );
    const rows = await screen.findAllByTestId('queue-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Concluída')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 de 2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pendente')).toBeInTheDocument();
    expect(screen.getByText('3 de 7 respostas corrigidas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corrigir Carla' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/3/participantes/11/correcao',
    );
    expect(screen.getByRole('link', { name: 'Distribuir correções' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/3/participantes/corretores',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Começar' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      '/edicoes/1/provas/3/participantes/10/correcao',
    );
    expect(intlErrors).toEqual([]);
  });

  it('says when everything is done (no Começar) and when nothing is assigned, in Portuguese of Portugal', async () => {
    const done = renderPage(queueDoc([{ pid: '50', uid: '9', name: 'Ana', assigned: 2, done: 2 }]));
    expect(
      await screen.findByText('2 de 2 respostas corrigidas — Todas as suas correções estão concluídas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Começar' })).not.toBeInTheDocument();
    done.unmount();
    server?.restore();
    const { intlErrors } = renderPage({ data: [] }, 'pt-PT');
    expect(await screen.findByTestId('queue-empty')).toHaveTextContent(
      'Nenhuma resposta desta prova lhe foi atribuída.',
    );
    expect(intlErrors).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { TeacherRecommendationPrompt } from './TeacherRecommendationPrompt';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

let server: StubbedFetch;
let sent: Sent[];

const recommendationDoc = (attributes: Record<string, string>, id = '41') => ({
  type: 'teacher_recommendations',
  id,
  attributes: { source: 'web', participation_id: 'p9', ...attributes },
});

/** A stand-in for the recommendation API: `existing` is what GET answers; writes answer `writeStatus`. */
function serve({
  existing = null,
  writeStatus = 201,
}: { existing?: Record<string, string> | null; writeStatus?: number } = {}) {
  sent = [];
  server = stubFetch((url, init) => {
    const body = init.body ? JSON.parse(init.body) : undefined;
    sent.push({ method: init.method, path: url.pathname, query: url.searchParams, body });
    if (init.method === 'GET')
      return {
        body: {
          data: existing ? [recommendationDoc(existing)] : [],
          meta: { total_count: existing ? 1 : 0 },
        },
      };
    if (writeStatus >= 400)
      return { status: writeStatus, body: { errors: [{ status: String(writeStatus), title: 'Error' }] } };
    return { status: writeStatus, body: { data: recommendationDoc(body.data.attributes) } };
  });
}

function open(enabled = true, locale?: 'es' | 'pt-PT') {
  return renderRoute(
    <>
      <Toaster />
      <TeacherRecommendationPrompt participationId="p9" enabled={enabled} />
    </>,
    { path: '/', entry: '/', ...(locale ? { locale } : {}) },
  );
}

const dialog = async (name = 'Indicação de professor') => within(await screen.findByRole('dialog', { name }));
const type = (field: HTMLElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
const writes = () => sent.filter((s) => s.method !== 'GET');

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

describe('TeacherRecommendationPrompt', () => {
  it('asks for the participation’s recommendation and opens when there is none', async () => {
    serve();
    const { intlErrors } = open();
    const form = await dialog();
    expect(sent[0]!.path).toBe('/api/teacher_recommendation');
    expect(sent[0]!.query.get('filter[participation]')).toBe('p9');
    expect(form.getByLabelText(/Nome do professor/)).toHaveValue('');
    expect(form.getByLabelText(/E-mail do professor/)).toHaveValue('');
    expect(intlErrors).toEqual([]);
  });

  it('does not open when disabled or when the recommendation is complete', async () => {
    serve({ existing: { teacher_name: 'Maria Silva', teacher_email: 'maria@escola.br' } });
    open(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    server.restore();

    serve({ existing: { teacher_name: 'Maria Silva', teacher_email: 'maria@escola.br' } });
    open();
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not bother the participant when the recommendation cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    server = stubFetch(() => ({ status: 500, body: { errors: [{ status: '500', title: 'Error' }] } }));
    sent = [];
    open();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it("validates with the shared schema: the spec's messages, submit disabled while invalid", async () => {
    serve();
    open();
    const form = await dialog();
    const submit = form.getByRole('button', { name: 'Enviar indicação' });
    expect(submit).toBeDisabled();
    type(form.getByLabelText(/Nome do professor/), ' Jo ');
    type(form.getByLabelText(/E-mail do professor/), 'maria@escola');
    expect(form.getByText('O nome precisa ter ao menos 3 caracteres')).toBeInTheDocument();
    expect(form.getByText('O email deve ser um endereço válido')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    await new Promise((r) => setTimeout(r, 20));
    expect(writes()).toEqual([]);

    type(form.getByLabelText(/Nome do professor/), 'Joana');
    expect(form.queryByText('O nome precisa ter ao menos 3 caracteres')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    type(form.getByLabelText(/E-mail do professor/), 'joana@escola.br');
    expect(form.queryByText('O email deve ser um endereço válido')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('creates the recommendation (source web) and says so', async () => {
    serve();
    open();
    const form = await dialog();
    type(form.getByLabelText(/Nome do professor/), '  Maria da Silva ');
    type(form.getByLabelText(/E-mail do professor/), 'Maria@Escola.br');
    fireEvent.click(form.getByRole('button', { name: 'Enviar indicação' }));
    expect(await screen.findByText('Sua indicação foi realizada com sucesso!')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/teacher_recommendation',
        query: expect.anything(),
        body: {
          data: {
            type: 'teacher_recommendations',
            attributes: {
              teacher_name: 'Maria da Silva',
              teacher_email: 'maria@escola.br',
              source: 'web',
              participation_id: 'p9',
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('completes an incomplete recommendation with an update', async () => {
    serve({ existing: { teacher_name: '', teacher_email: 'paulo@escola.br' }, writeStatus: 200 });
    open();
    const form = await dialog();
    expect(form.getByLabelText(/E-mail do professor/)).toHaveValue('paulo@escola.br');
    type(form.getByLabelText(/Nome do professor/), 'Paulo Santos');
    fireEvent.click(form.getByRole('button', { name: 'Enviar indicação' }));
    expect(await screen.findByText('Sua indicação foi atualizada com sucesso!')).toBeInTheDocument();
    expect(writes().map((w) => [w.method, w.path, w.body])).toEqual([
      [
        'PUT',
        '/api/teacher_recommendation/41',
        {
          data: {
            type: 'teacher_recommendations',
            id: '41',
            attributes: { teacher_name: 'Paulo Santos', teacher_email: 'paulo@escola.br', source: 'web' },
          },
        },
      ],
    ]);
  });

  it('keeps the dialog open with a failure toast when saving fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    serve({ writeStatus: 500 });
    open();
    const form = await dialog();
    type(form.getByLabelText(/Nome do professor/), 'Maria da Silva');
    type(form.getByLabelText(/E-mail do professor/), 'maria@escola.br');
    fireEvent.click(form.getByRole('button', { name: 'Enviar indicação' }));
    expect(await screen.findByText('Ops, algo deu errado, tente novamente mais tarde!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Indicação de professor' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Enviar indicação' })).toBeEnabled();
    error.mockRestore();
  });

  it('closes without saving on "Agora não"', async () => {
    serve();
    open();
    const form = await dialog();
    fireEvent.click(form.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it('speaks Spanish, validation messages included', async () => {
    serve();
    const { intlErrors } = open(true, 'es');
    const form = await dialog('Recomendación de profesor');
    type(form.getByLabelText(/Nombre del profesor/), 'Jo');
    expect(form.getByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Enviar recomendación' })).toBeDisabled();
    expect(intlErrors).toEqual([]);
  });
});

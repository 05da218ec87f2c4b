import { fireEvent, screen, waitFor } from '@testing-library/preact';
import type { ParcelCustomProps, ParcelRequestInit } from 'shared-contracts';
import { mount, unmount, update } from './lifecycles';

/** The JSON:API answers of the registration calls, as the API gives them (one open edition). */
function stubApi(calls: { path: string; init: ParcelRequestInit }[]) {
  const day = 24 * 3600_000;
  const answers: Record<string, unknown> = {
    'edition/9': {
      data: {
        type: 'editions',
        id: '9',
        attributes: {
          description: 'Olimpíada de Professores 2026',
          start_registration: new Date(Date.now() - day).toISOString(),
          end_registration: new Date(Date.now() + day).toISOString(),
        },
        relationships: { phases: { data: [{ type: 'phases', id: '1' }] } },
      },
      included: [{ type: 'phases', id: '1', attributes: { categories: ['opened'] } }],
    },
    'user/31': {
      data: {
        type: 'users',
        id: '31',
        attributes: { birthday: '1980-05-12', gender: 'male', phone: '11987654321' },
      },
    },
    'students/inscription': { data: null },
    states: { data: [{ type: 'states', id: '35', attributes: { name: 'São Paulo', uf: 'SP' } }] },
  };
  return async (path: string, init: ParcelRequestInit = {}) => {
    calls.push({ path, init });
    const body = answers[path];
    return body === undefined
      ? new Response(JSON.stringify({ data: [] }), { status: 200 })
      : new Response(JSON.stringify(body), { status: 200 });
  };
}

function propsFor(overrides: Partial<ParcelCustomProps> = {}) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const calls: { path: string; init: ParcelRequestInit }[] = [];
  const props = {
    remote: 'mfe_auth_registration' as const,
    routeId: 'registration.student',
    pathname: '/inscricoes/9/estudante',
    projectId: 47,
    locale: 'pt-BR' as const,
    userId: '31',
    apiFetch: stubApi(calls),
    navigate: jest.fn(),
    notify: jest.fn(),
    domElement,
    ...overrides,
  };
  return { props, calls };
}

describe('the parcel lifecycles', () => {
  it('mounts the teacher registration of the edition in the path, in the language of the shell', async () => {
    const { props, calls } = propsFor();
    await mount(props);
    expect(
      await screen.findByRole('heading', { name: 'Inscrição de professor — Olimpíada de Professores 2026' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'students/inscription')?.init.headers).toEqual({ edition: '9' });
    // The stored birthday fills the form (DD/MM/YYYY).
    expect(screen.getByLabelText('Data de nascimento (DD/MM/AAAA)')).toHaveValue('12/05/1980');

    await update({ ...props, locale: 'es' });
    expect(await screen.findByRole('heading', { name: /^Inscripción de docente/ })).toBeInTheDocument();

    await unmount(props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it("shows the shared schemas' messages in the language of the shell and sends nothing", async () => {
    const { props, calls } = propsFor();
    await mount(props);
    const count = await screen.findByLabelText('Número de alunos no ensino médio');
    fireEvent.input(count, { target: { value: 'doze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar inscrição' }));
    await waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(count.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Valor inválido',
    );
    expect(screen.getByText('Corrija os campos destacados.')).toBeInTheDocument();
    expect(calls.some((c) => c.init.method && c.init.method !== 'GET')).toBe(false);
    await unmount(props);
  });

  it('renders the support form on /suporte', async () => {
    const { props } = propsFor({ routeId: 'registration.support', pathname: '/suporte', locale: 'pt-PT' });
    await mount(props);
    expect(await screen.findByRole('heading', { name: 'Contactar o suporte' })).toBeInTheDocument();
    await unmount(props);
  });
});

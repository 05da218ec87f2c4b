import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { clearToasts, renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { SupportPage } from './SupportPage';

jest.setTimeout(30_000);

let server: StubbedFetch;
let bodies: unknown[];

function serve(status: number) {
  bodies = [];
  server = stubFetch((_url, { body }) => {
    bodies.push(body === undefined ? undefined : JSON.parse(body));
    return status === 201
      ? { status, body: { data: null } }
      : { status, body: { errors: [{ status: String(status), title: 'Erro' }] } };
  });
}

const renderPage = (locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') =>
  renderRoute(<SupportPage />, { path: '/suporte', entry: '/suporte', locale });

const subject = () => screen.getByRole('textbox', { name: /Assunto/ });
const message = () => screen.getByRole('textbox', { name: /Mensagem/ });
const send = () => screen.getByRole('button', { name: 'Enviar' });

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => {
  server?.restore();
  clearToasts();
});

describe('SupportPage', () => {
  it('has a required subject and an 8-row required message', async () => {
    serve(201);
    const { intlErrors } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Suporte' })).toBeInTheDocument();
    expect(subject()).toBeRequired();
    expect(message()).toBeRequired();
    expect(message()).toHaveAttribute('rows', '8');
    expect(intlErrors).toEqual([]);
  });

  it('shows "Campo obrigatório" under a field emptied and left, and under both on submit', async () => {
    serve(201);
    renderPage();
    // Only passing through a field shows nothing (the form must not move under the pointer).
    fireEvent.blur(subject());
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await userEvent.type(subject(), 'x');
    await userEvent.clear(subject());
    fireEvent.blur(subject());
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(1);

    fireEvent.click(send());
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2));
    expect(server.requests).toHaveLength(0);
    expect(message()).toBeInvalid();
  });

  it('does not send blank text', async () => {
    serve(201);
    renderPage();
    await userEvent.type(subject(), '   ');
    await userEvent.type(message(), '  ');
    fireEvent.click(send());
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2));
    expect(server.requests).toHaveLength(0);
  });

  it('posts the trimmed subject and message, toasts and clears the form', async () => {
    serve(201);
    renderPage();
    await userEvent.type(subject(), ' Não consigo entrar ');
    await userEvent.type(message(), 'A página de login não abre.');
    fireEvent.click(send());

    expect(await screen.findByText('Mensagem enviada')).toBeInTheDocument();
    expect(server.methods).toEqual(['POST']);
    expect(server.requests[0]!.pathname).toBe('/api/fractal-support');
    expect(bodies[0]).toEqual({
      data: {
        type: 'fractal-support',
        attributes: { subject: 'Não consigo entrar', message: 'A página de login não abre.' },
      },
    });
    await waitFor(() => expect(subject()).toHaveValue(''));
    expect(message()).toHaveValue('');
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
  });

  it('shows a failure title and message, keeping what was typed', async () => {
    serve(500);
    renderPage();
    await userEvent.type(subject(), 'Assunto');
    await userEvent.type(message(), 'Mensagem longa');
    fireEvent.click(send());

    const alert = await screen.findByTestId('support-failed');
    expect(alert).toHaveTextContent('Falha no envio');
    expect(alert).toHaveTextContent(
      'Não foi possível enviar a mensagem ao suporte. Tente novamente mais tarde.',
    );
    expect(subject()).toHaveValue('Assunto');
    expect(message()).toHaveValue('Mensagem longa');
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    serve(201);
    const es = renderPage('es');
    expect(await screen.findByRole('heading', { name: 'Soporte' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Asunto/ })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = renderPage('pt-PT');
    expect(await screen.findByRole('heading', { name: 'Apoio' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});

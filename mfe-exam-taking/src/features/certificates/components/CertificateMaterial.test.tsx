import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { editionDocument } from '../../../test/exam-documents';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { ActiveEditionArea } from '../../../app/edition-area/ActiveEditionArea';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

interface EditionOptions {
  certificate_available?: boolean;
  inGroup?: boolean;
  answer_key_url?: string;
}

/** GET edition/5 as the API answers it, with the certificate fields and phases of `options`. */
function edition({ certificate_available = false, inGroup = false, answer_key_url }: EditionOptions) {
  const doc = editionDocument({});
  Object.assign(doc.data.attributes, {
    certificate_available,
    details: answer_key_url === undefined ? {} : { answer_key_url },
  });
  if (inGroup) {
    doc.data.relationships.phases.data.push({ type: 'phases', id: '2' });
    doc.included.push({
      type: 'phases',
      id: '2',
      attributes: { phase: 2, categories: ['in_group'], additional_data: { member_limit: 5 } },
    } as (typeof doc.included)[number]);
  }
  return doc;
}

interface Call {
  method: string;
  url: URL;
  headers: Headers;
}

let calls: Call[];
let restoreFetch: () => void;

/** Answers GET edition/5 with the edition and certificate downloads with `certificate` (a PDF or an error). */
function serve(options: EditionOptions, certificate: { status: number } = { status: 200 }) {
  calls = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, url, headers: request.headers });
    if (url.pathname === '/api/edition/5')
      return new Response(JSON.stringify(edition(options)), {
        headers: { 'content-type': 'application/vnd.api+json' },
      });
    if (certificate.status >= 400)
      return new Response(
        JSON.stringify({
          errors: [{ status: String(certificate.status), code: 'certificate.error.notMember' }],
        }),
        { status: certificate.status, headers: { 'content-type': 'application/vnd.api+json' } },
      );
    return new Response('%PDF-1.7 certificado', {
      headers: { 'content-type': 'application/pdf' },
    });
  }) as typeof fetch;
  restoreFetch = () => (globalThis.fetch = original);
}

function open(locale?: 'es' | 'pt-PT') {
  return renderRoute(
    <>
      <Toaster />
      <ActiveEditionArea />
    </>,
    { path: '/edicoes/ativas/*', entry: '/edicoes/ativas/5', ...(locale ? { locale } : {}) },
  );
}

const material = async () => within(await screen.findByTestId('edition-material'));
const certificateCalls = () => calls.filter((c) => c.url.pathname.startsWith('/api/editions/'));

let saved: { href: string; download: string }[];
let created: Blob[];
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  useAuthStore.setState({
    credentials: { accessToken: 'token-1', uid: 'aluno@olimpiada.dev', client: 'c-1' },
  });
  saved = [];
  created = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:http://localhost/certificate-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  restoreFetch?.();
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  jest.restoreAllMocks();
  useAuthStore.setState({ credentials: null });
});

describe('certificates in the Material section (spec 3 §2.3)', () => {
  it('downloads the certificate with the auth headers and saves it as certificado.pdf', async () => {
    serve({ certificate_available: true });
    const { intlErrors } = open();
    const section = await material();
    fireEvent.click(await section.findByRole('button', { name: 'Baixar certificado' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = certificateCalls();
    expect(call!.method).toBe('GET');
    expect(call!.url.pathname).toBe('/api/editions/5/certificate');
    expect(call!.headers.get('access-token')).toBe('token-1');
    expect(call!.headers.get('uid')).toBe('aluno@olimpiada.dev');
    expect(call!.headers.get('client')).toBe('c-1');
    expect(call!.headers.get('accept')).toBe('application/pdf');
    expect(saved[0]).toEqual({ href: 'blob:http://localhost/certificate-1', download: 'certificado.pdf' });
    expect(await created[0]!.text()).toBe('%PDF-1.7 certificado');
    expect(intlErrors).toEqual([]);
  });

  it('says the certificate cannot be downloaded when the server refuses', async () => {
    serve({ certificate_available: true }, { status: 422 });
    open();
    const section = await material();
    fireEvent.click(await section.findByRole('button', { name: 'Baixar certificado' }));
    expect(await screen.findByText('Não é possível fazer o download do certificado!')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offers no certificate before it is available, nor the individual one outside group editions', async () => {
    serve({ certificate_available: false, inGroup: true });
    open();
    const section = await material();
    expect(await section.findByText('Nenhum material disponível.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Baixar certificado' })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Certificado individual' })).not.toBeInTheDocument();
    restoreFetch();

    serve({ certificate_available: true, inGroup: false });
    open();
    await screen.findAllByRole('button', { name: 'Baixar certificado' });
    expect(screen.queryByRole('button', { name: 'Certificado individual' })).not.toBeInTheDocument();
  });

  it('in group editions, downloads a team member’s certificate by e-mail', async () => {
    serve({ certificate_available: true, inGroup: true });
    open();
    const section = await material();
    fireEvent.click(await section.findByRole('button', { name: 'Certificado individual' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Certificado individual' }));
    const submit = dialog.getByRole('button', { name: 'Baixar certificado' });
    expect(submit).toBeDisabled();
    fireEvent.change(dialog.getByLabelText(/E-mail do membro/), { target: { value: 'carla@escola' } });
    expect(submit).toBeDisabled();
    fireEvent.change(dialog.getByLabelText(/E-mail do membro/), {
      target: { value: ' Carla+obia@escola.br ' },
    });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = certificateCalls();
    expect(call!.url.pathname).toBe('/api/editions/5/membership_certificate/Carla%2Bobia%40escola.br');
    expect(call!.headers.get('access-token')).toBe('token-1');
    expect(saved[0]!.download).toBe('certificado.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells to use a group member’s e-mail when the individual certificate is refused', async () => {
    serve({ certificate_available: true, inGroup: true }, { status: 422 });
    open();
    const section = await material();
    fireEvent.click(await section.findByRole('button', { name: 'Certificado individual' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Certificado individual' }));
    fireEvent.change(dialog.getByLabelText(/E-mail do membro/), { target: { value: 'zeca@outro.br' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Baixar certificado' }));
    expect(
      await screen.findByText('Não é possível baixar o certificado! Utilize o email de um membro do grupo.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Certificado individual' })).toBeInTheDocument();
  });

  it('links the edition’s answer key when it has a web address', async () => {
    serve({ answer_key_url: 'https://obia.example.org/gabarito-2025.pdf' });
    open();
    const section = await material();
    const link = await section.findByRole('link', { name: 'Gabarito' });
    expect(link).toHaveAttribute('href', 'https://obia.example.org/gabarito-2025.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(section.queryByText('Nenhum material disponível.')).not.toBeInTheDocument();
    restoreFetch();

    serve({ answer_key_url: 'javascript:alert(1)' });
    open();
    await screen.findAllByText('Nenhum material disponível.');
    expect(screen.getAllByTestId('edition-material')).toHaveLength(2);
    expect(within(screen.getAllByTestId('edition-material')[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Spanish and European Portuguese', async () => {
    serve({ certificate_available: true, inGroup: true, answer_key_url: 'https://obia.example.org/k.pdf' });
    const es = open('es');
    const section = await material();
    expect(await section.findByRole('button', { name: 'Descargar certificado' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Certificado individual' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Clave de respuestas' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    restoreFetch();

    serve({ certificate_available: true });
    const pt = open('pt-PT');
    expect(await screen.findByRole('button', { name: 'Descarregar certificado' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { editionsDocument } from '../../../test/edition-documents';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { ActiveEditionsPage } from '../../active-editions/components/ActiveEditionsPage';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const SILVER = {
  type: 'participation_awards',
  id: '3',
  attributes: {
    description: 'Medalha de prata — OBIA 2025',
    voucher: 'OBIA25-PRATA-7K4Q',
    visualized: false,
    medal: 'silver',
    edition_id: '12',
  },
};

let server: StubbedFetch;
let calls: { method: string; path: string; query: URLSearchParams }[];

function serve(awards: unknown[]) {
  calls = [];
  server = stubFetch((url, init) => {
    calls.push({ method: init.method, path: url.pathname, query: url.searchParams });
    if (url.pathname === '/api/participation_award')
      return { body: { data: awards, meta: { total_count: awards.length } } };
    if (url.pathname === '/api/confirm-awards') return { body: { meta: { confirmed: awards.length } } };
    return {
      body: editionsDocument([
        { id: '12', description: 'OBIA', open: true, inscription: { category: 'regular' } },
      ]),
    };
  });
}

function open(locale?: 'es' | 'pt-PT') {
  return renderRoute(
    <>
      <Toaster />
      <ActiveEditionsPage />
    </>,
    { path: '/edicoes/ativas', entry: '/edicoes/ativas', ...(locale ? { locale } : {}) },
  );
}

const confirms = () => calls.filter((c) => c.path === '/api/confirm-awards');
const modal = async (name = 'Parabéns pela sua premiação!') =>
  within(await screen.findByRole('dialog', { name }));
let writeText: jest.Mock;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => server?.restore());

describe('the awards modal on the active editions list (spec 3 §2.1)', () => {
  it('asks for the unseen awards after the editions and shows each with its voucher', async () => {
    serve([SILVER]);
    const { intlErrors } = open();
    const dialog = await modal();
    expect(calls[0]!.path).toBe('/api/active-edition');
    const read = calls.find((c) => c.path === '/api/participation_award')!;
    expect(read.method).toBe('GET');
    expect(read.query.get('filter[visualized]')).toBe('false');
    const award = within(dialog.getByTestId('award'));
    expect(award.getByText('Medalha de prata — OBIA 2025')).toBeInTheDocument();
    expect(award.getByText('Prata')).toBeInTheDocument();
    expect(award.getByTestId('voucher-code')).toHaveTextContent('OBIA25-PRATA-7K4Q');
    expect(confirms()).toEqual([]);
    expect(intlErrors).toEqual([]);
  });

  it('copies the voucher code', async () => {
    serve([SILVER]);
    open();
    const dialog = await modal();
    fireEvent.click(dialog.getByRole('button', { name: 'Copiar' }));
    expect(await dialog.findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('OBIA25-PRATA-7K4Q');
  });

  it('says so when the code cannot be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    serve([SILVER]);
    open();
    const dialog = await modal();
    fireEvent.click(dialog.getByRole('button', { name: 'Copiar' }));
    expect(
      await screen.findByText('Não foi possível copiar o código. Selecione-o e copie manualmente.'),
    ).toBeInTheDocument();
  });

  it('walks the six tutorial steps back and forth, and confirming on "Concluir" closes it for good', async () => {
    serve([SILVER]);
    open();
    const dialog = await modal();
    const title = () => dialog.getByTestId('voucher-step-title').textContent;
    expect(dialog.getByText('Passo 1 de 6')).toBeInTheDocument();
    expect(title()).toBe('Copie o código do voucher');
    expect(dialog.getByRole('button', { name: 'Voltar' })).toBeDisabled();

    const titles = [title()];
    for (let i = 2; i <= 6; i += 1) {
      fireEvent.click(dialog.getByRole('button', { name: 'Próximo' }));
      expect(dialog.getByText(`Passo ${i} de 6`)).toBeInTheDocument();
      titles.push(title());
    }
    expect(titles).toEqual([
      'Copie o código do voucher',
      'Acesse o site do parceiro',
      'Escolha o seu prêmio',
      'Aplique o voucher',
      'Confira o desconto',
      'Conclua e guarde o comprovante',
    ]);
    expect(dialog.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Voltar' }));
    expect(dialog.getByText('Passo 5 de 6')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Próximo' }));
    expect(confirms()).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirms().map((c) => c.method)).toEqual(['PUT']);
  });

  it('confirms the awards when closed', async () => {
    serve([SILVER]);
    open();
    const dialog = await modal();
    fireEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirms().map((c) => c.method)).toEqual(['PUT']);
  });

  it('shows nothing without unseen awards', async () => {
    serve([]);
    open();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/participation_award')).toBe(true));
    await screen.findAllByTestId('edition-row');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirms()).toEqual([]);
  });

  it('speaks Spanish and European Portuguese', async () => {
    serve([SILVER]);
    const es = open('es');
    const dialog = await modal('¡Felicitaciones por tu premio!');
    expect(dialog.getByText('Paso 1 de 6')).toBeInTheDocument();
    expect(dialog.getByText('Plata')).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    server.restore();

    serve([SILVER]);
    const pt = open('pt-PT');
    const ptDialog = await modal('Parabéns pelo seu prémio!');
    expect(ptDialog.getByRole('button', { name: 'Seguinte' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});

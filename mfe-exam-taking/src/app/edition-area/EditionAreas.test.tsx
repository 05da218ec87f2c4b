import { fireEvent, screen, within } from '@testing-library/react';
import type { StubAnswer, StubRequest } from '../../test/api-stub';
import { rankedEditionDocument } from '../../test/edition-page-documents';
import { notFoundDocument, type EditionFixture } from '../../test/exam-documents';
import { setViewportWidth } from '../../test/render';
import { reviewServer } from '../../test/review-api-server';
import { openArea, setUpAreaTests } from '../../test/review-harness';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const exams: EditionFixture['exams'] = [
  {
    id: '31',
    phase: 1,
    status: 'expired',
    description: 'Primeira fase',
    start_date: '2026-03-10T12:00:00Z',
    end_date: '2026-03-10T15:00:00Z',
  },
  {
    id: '32',
    phase: 2,
    status: 'in_progress',
    start_date: '2026-05-10T12:00:00Z',
    end_date: '2026-05-10T15:00:00Z',
  },
  {
    id: '33',
    phase: 3,
    status: 'expired',
    kind: 'presential',
    start_date: '2026-06-01T13:00:00Z',
    end_date: '2026-06-01T17:00:00Z',
  },
  {
    id: '34',
    phase: 4,
    status: 'expired',
    start_date: '2026-07-01T13:00:00Z',
    end_date: '2026-07-01T17:00:00Z',
  },
];
/** Classified for phases 1–3, not for phase 4. */
const ranked = { '31': true, '32': true, '33': true, '34': false };

function server(fixture: EditionFixture | null) {
  const review = reviewServer();
  return (request: StubRequest): StubAnswer => {
    if (request.url.pathname === '/api/edition/5')
      return fixture
        ? { body: rankedEditionDocument(fixture, ranked) }
        : notFoundDocument('error_edition_not_found');
    return review(request);
  };
}

const open = (
  area: 'ativas' | 'inativas',
  {
    fixture = { exams },
    entry = `/edicoes/${area}/5`,
    locale,
  }: {
    fixture?: EditionFixture | null;
    entry?: string;
    locale?: 'es' | 'pt-PT';
  } = {},
) => openArea(server(fixture), { entry, area, ...(locale ? { locale } : {}) });

const card = (phase: number) => within(screen.getByRole('article', { name: `Fase ${phase}` }));
const links = (phase: number) =>
  card(phase)
    .queryAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);

beforeEach(() => setViewportWidth(1280));
setUpAreaTests();

describe('the inactive edition area (/edicoes/inativas/*)', () => {
  it('shows the edition page linking back to the inactive list', async () => {
    const { intlErrors } = open('inativas');
    expect(await screen.findByRole('heading', { level: 1, name: '2026 - OBIA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para edições inativas' })).toHaveAttribute(
      'href',
      '/edicoes/inativas',
    );
    expect(screen.getByTestId('edition-subscription')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('gives exam cards the ranking, and the answer key only to ranked users of non-presential exams, with no detail link', async () => {
    open('inativas');
    await screen.findByRole('article', { name: 'Fase 1' });
    expect(links(1)).toEqual([
      ['Ranking', '/edicoes/inativas/5/fases/31/classificados'],
      ['Gabarito', '/edicoes/inativas/5/fases/31/gabarito'],
    ]);
    expect(links(2)).toEqual([
      ['Ranking', '/edicoes/inativas/5/fases/32/classificados'],
      ['Gabarito', '/edicoes/inativas/5/fases/32/gabarito'],
    ]);
    // In person: no answer key online.
    expect(links(3)).toEqual([['Ranking', '/edicoes/inativas/5/fases/33/classificados']]);
    // Not classified for this phase.
    expect(links(4)).toEqual([['Ranking', '/edicoes/inativas/5/fases/34/classificados']]);
  });

  it('opens the answer review from a card', async () => {
    open('inativas');
    await screen.findByRole('article', { name: 'Fase 1' });
    fireEvent.click(card(1).getByRole('link', { name: 'Gabarito' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fase 1 > Gabarito' })).toBeInTheDocument();
  });

  it('says an unknown edition was not found, and denies a user without an inscription', async () => {
    const unknown = open('inativas', { fixture: null });
    const notFound = within(await screen.findByTestId('edition-not-found'));
    expect(notFound.getByRole('link', { name: 'Voltar para edições inativas' })).toHaveAttribute(
      'href',
      '/edicoes/inativas',
    );
    unknown.unmount();
    open('inativas', { fixture: { exams, inscription: null } });
    expect(await screen.findByTestId('access-denied')).toHaveTextContent(
      'Você precisa estar inscrito nesta edição para acessar esta página.',
    );
  });

  it('has no exam detail: other paths are not found, with a way back to the inactive list', async () => {
    open('inativas', { entry: '/edicoes/inativas/5/fases/31' });
    const notFound = within(await screen.findByTestId('area-not-found'));
    expect(notFound.getByRole('heading', { name: 'Página não encontrada.' })).toBeInTheDocument();
    expect(notFound.getByRole('link', { name: 'Voltar para edições inativas' })).toHaveAttribute(
      'href',
      '/edicoes/inativas',
    );
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    const es = open('inativas', { locale: 'es' });
    await screen.findByRole('article', { name: 'Fase 1' });
    expect(screen.getByRole('link', { name: 'Volver a ediciones inactivas' })).toBeInTheDocument();
    expect(card(1).getByRole('link', { name: 'Clave de respuestas' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = open('inativas', { locale: 'pt-PT' });
    await screen.findByRole('article', { name: 'Fase 1' });
    expect(card(1).getByRole('link', { name: 'Soluções' })).toBeInTheDocument();
    expect(card(1).getByRole('link', { name: 'Classificação' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});

describe('exam cards in the active area (/edicoes/ativas/{id})', () => {
  it('link to the detail, the ranking and, for ranked users of non-presential exams, the answer key', async () => {
    open('ativas');
    await screen.findByRole('article', { name: 'Fase 1' });
    expect(links(1)).toEqual([
      ['Acessar', '/edicoes/ativas/5/fases/31'],
      ['Ranking', '/edicoes/ativas/5/fases/31/classificados'],
      ['Gabarito', '/edicoes/ativas/5/fases/31/gabarito'],
    ]);
    expect(links(3)).toEqual([
      ['Acessar', '/edicoes/ativas/5/fases/33'],
      ['Ranking', '/edicoes/ativas/5/fases/33/classificados'],
    ]);
    expect(links(4)).toEqual([
      ['Acessar', '/edicoes/ativas/5/fases/34'],
      ['Ranking', '/edicoes/ativas/5/fases/34/classificados'],
    ]);
  });
});

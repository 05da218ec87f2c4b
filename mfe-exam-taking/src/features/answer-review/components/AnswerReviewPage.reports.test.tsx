import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reviewServer, type ReviewServerOptions } from '../../../test/review-api-server';
import { errorAnswer } from '../../../test/review-documents';
import { openArea, setUpAreaTests } from '../../../test/review-harness';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

let saved: { href: string; download: string }[];
let created: Blob[];
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  saved = [];
  created = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:http://localhost/report-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  jest.restoreAllMocks();
});
setUpAreaTests();

/** Opens the review on the graded open question (question 2). */
async function openOpenQuestion(options: ReviewServerOptions = {}) {
  const utils = openArea(reviewServer(options), { entry: '/edicoes/ativas/5/fases/31/gabarito' });
  await screen.findByRole('heading', { name: 'Questão 1 de 5' });
  fireEvent.click(screen.getByRole('button', { name: 'Questão 2: Dissertativa' }));
  await screen.findByRole('heading', { name: 'Questão 2 de 5' });
  return { ...utils, buttons: within(screen.getByTestId('report-buttons')) };
}

describe('AnswerReviewPage reports of an open answer', () => {
  it('downloads the score-detail mirror with the auth headers and saves it as a PDF', async () => {
    const { api, buttons } = await openOpenQuestion();
    fireEvent.click(buttons.getByRole('button', { name: 'Espelho da correção' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    const [evaluation] = api.to('open_ended_evaluations/p1-102');
    expect(evaluation).toBeDefined();
    const [pdf] = api.to('open_ended_evaluations/p1-102/score_details.pdf');
    expect(pdf!.headers.get('access-token')).toBe('token-ana');
    expect(pdf!.headers.get('uid')).toBe('ana@example.org');
    expect(pdf!.headers.get('client')).toBe('client-1');
    expect(pdf!.headers.get('accept')).toBe('application/pdf');
    expect(api.to('open_ended_evaluations/p1-102/text_analysis.pdf')).toHaveLength(0);

    expect(await created[0]!.text()).toMatch(/^%PDF-1\.4/);
    expect(saved[0]).toEqual({
      href: 'blob:http://localhost/report-1',
      download: 'espelho-da-correcao-questao-2.pdf',
    });
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/report-1'));
    expect(screen.queryByText('Relatório não disponível.')).not.toBeInTheDocument();
  });

  it('downloads the text-analysis correction', async () => {
    const { api, buttons } = await openOpenQuestion();
    fireEvent.click(buttons.getByRole('button', { name: 'Correção por análise de texto' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.to('open_ended_evaluations/p1-102/text_analysis.pdf')).toHaveLength(1);
    expect(saved[0]!.download).toBe('analise-de-texto-questao-2.pdf');
  });

  it('toasts "Relatório não disponível." when the evaluation has no url for the report', async () => {
    const { api, buttons } = await openOpenQuestion({ evaluation: { withTextAnalysis: false } });
    fireEvent.click(buttons.getByRole('button', { name: 'Correção por análise de texto' }));
    expect(await screen.findByText('Relatório não disponível.')).toBeInTheDocument();
    expect(api.to('open_ended_evaluations/p1-102')).toHaveLength(1);
    expect(api.requests.filter((r) => r.url.pathname.endsWith('.pdf'))).toHaveLength(0);
    expect(saved).toHaveLength(0);
    expect(buttons.getByRole('button', { name: 'Correção por análise de texto' })).toBeEnabled();
  });

  it('toasts "Relatório não disponível." when the download fails', async () => {
    const { buttons } = await openOpenQuestion({ pdfAnswer: errorAnswer(500) });
    fireEvent.click(buttons.getByRole('button', { name: 'Espelho da correção' }));
    expect(await screen.findByText('Relatório não disponível.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('toasts "Relatório não disponível." when the evaluation does not exist', async () => {
    const { buttons } = await openOpenQuestion({ evaluationAnswer: errorAnswer(404) });
    fireEvent.click(buttons.getByRole('button', { name: 'Espelho da correção' }));
    expect(await screen.findByText('Relatório não disponível.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

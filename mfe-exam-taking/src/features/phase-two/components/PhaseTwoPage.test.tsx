import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render';
import { PhaseTwoPage } from './PhaseTwoPage';

const route = { path: '/prova-discursiva', entry: '/prova-discursiva' };

describe('PhaseTwoPage (/prova-discursiva)', () => {
  it('is titled "Fase 2" and says who advances and how long the essay is', () => {
    const { intlErrors } = renderRoute(<PhaseTwoPage />, route);
    expect(screen.getByRole('heading', { level: 1, name: 'Fase 2' })).toBeInTheDocument();
    const facts = screen.getByTestId('phase-two-facts');
    expect(facts).toHaveTextContent(
      'Avançam para a Fase 2 os 210 participantes mais bem classificados na Fase 1.',
    );
    expect(facts).toHaveTextContent('A redação deve ter de 30 a 50 linhas.');
    expect(intlErrors).toEqual([]);
  });

  it('states the discursive question about artificial intelligence', () => {
    renderRoute(<PhaseTwoPage />, route);
    const question = within(screen.getByRole('region', { name: 'A questão' }));
    expect(question.getByText(/como a sociedade deve usar a inteligência artificial/)).toBeInTheDocument();
    expect(question.getByText(/A inteligência artificial já participa de decisões/)).toBeInTheDocument();
  });

  it('lists the five evaluation criteria in order', () => {
    renderRoute(<PhaseTwoPage />, route);
    const criteria = within(screen.getByRole('region', { name: 'Critérios de avaliação' }));
    const items = criteria.getAllByTestId('phase-two-criterion');
    expect(items.map((i) => i.querySelector('span')?.textContent)).toEqual([
      'Compreensão do tema',
      'Conhecimento sobre inteligência artificial',
      'Argumentação',
      'Proposta de intervenção',
      'Organização e linguagem',
    ]);
    expect(items[4]).toHaveTextContent('respeita a extensão de 30 a 50 linhas');
  });

  it.each([
    [
      'es',
      'Pasan a la Fase 2 los 210 participantes mejor clasificados en la Fase 1.',
      'Criterios de evaluación',
    ],
    [
      'pt-PT',
      'Passam à Fase 2 os 210 participantes mais bem classificados na Fase 1.',
      'Critérios de avaliação',
    ],
  ] as const)('renders in %s with every message present', (locale, advance, criteria) => {
    const { intlErrors } = renderRoute(<PhaseTwoPage />, { ...route, locale });
    expect(screen.getByRole('heading', { level: 1, name: 'Fase 2' })).toBeInTheDocument();
    expect(screen.getByTestId('phase-two-facts')).toHaveTextContent(advance);
    expect(screen.getByTestId('phase-two-facts')).toHaveTextContent(/30.*50/);
    expect(screen.getByRole('heading', { name: criteria })).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});

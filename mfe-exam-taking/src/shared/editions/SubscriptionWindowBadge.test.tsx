import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { SubscriptionWindowBadge } from './SubscriptionWindowBadge';

const edition = {
  start_registration: '2027-03-10T12:00:00Z',
  end_registration: '2027-04-10T12:00:00Z',
  time_zone: 'America/Sao_Paulo',
};

function show(now: string, locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  return renderRoute(<SubscriptionWindowBadge edition={edition} now={new Date(now)} />, {
    path: '/',
    entry: '/',
    locale,
  });
}

describe('SubscriptionWindowBadge', () => {
  it('says when the registration opens, not "Encerrada", before it opens', () => {
    const { intlErrors } = show('2027-01-01T00:00:00Z');
    expect(screen.getByText('Abre em 10/03/2027')).toBeInTheDocument();
    expect(screen.queryByText('Encerrada')).not.toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('is open inside the window and closed after it', () => {
    const open = show('2027-03-20T00:00:00Z');
    expect(screen.getByText('Aberta')).toBeInTheDocument();
    open.unmount();
    show('2027-05-01T00:00:00Z');
    expect(screen.getByText('Encerrada')).toBeInTheDocument();
  });

  it('speaks Spanish and European Portuguese', () => {
    const es = show('2027-01-01T00:00:00Z', 'es');
    expect(screen.getByText('Abre el 10/03/2027')).toBeInTheDocument();
    es.unmount();
    show('2027-01-01T00:00:00Z', 'pt-PT');
    expect(screen.getByText('Abre a 10/03/2027')).toBeInTheDocument();
  });
});

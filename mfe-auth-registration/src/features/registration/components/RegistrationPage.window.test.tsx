import { fireEvent, screen } from '@testing-library/react';
import type { ApiStub } from '../../../test/api-stub';
import { findForm, renderRegistration } from '../../../test/registration';
import { isoFromNow } from '../../../test/registration-server';
import { clearToasts } from '../../../test/render';

jest.setTimeout(30_000);

let api: ApiStub | undefined;
afterEach(() => {
  api?.restore();
  clearToasts();
});

describe('RegistrationPage: the registration window', () => {
  it('loads the edition with its countries, time zone, phases and inscriptions, then shows the form', async () => {
    const r = renderRegistration();
    api = r.api;
    await findForm();
    const edition = api.calls.find((c) => c.path === '/edition/5')!;
    expect(edition.url.searchParams.get('include')).toBe('countries,time_zone,phases,inscriptions');
    expect(screen.getByRole('heading', { name: 'Inscrição: 2026 - OBIA' })).toBeInTheDocument();
    expect(r.intlErrors).toEqual([]);
  });

  it('shows the subscription-closed message with a link to the active editions after end_registration', async () => {
    const r = renderRegistration({
      edition: { start_registration: isoFromNow(-20), end_registration: isoFromNow(-1) },
    });
    api = r.api;
    expect(await screen.findByText('As inscrições para esta edição estão encerradas.')).toBeInTheDocument();
    expect(screen.queryByTestId('registration-form')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Voltar para as edições ativas' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/ativas');
  });

  it('shows when registration opens, in the edition time zone, before start_registration', async () => {
    const r = renderRegistration({
      // 02:30 UTC on 10/03 is 23:30 on 09/03 in São Paulo (UTC-3).
      edition: { start_registration: '2099-03-10T02:30:00Z', end_registration: '2099-04-10T02:30:00Z' },
    });
    api = r.api;
    expect(
      await screen.findByText(
        'As inscrições para esta edição ainda não estão disponíveis. Elas começam em 09/03/2099 às 23:30.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as edições ativas' })).toHaveAttribute(
      'href',
      '/edicoes/ativas',
    );
    expect(screen.queryByTestId('registration-form')).not.toBeInTheDocument();
  });

  it("uses the edition's own time zone, and the Spanish connector in Spanish", async () => {
    const r = renderRegistration({
      locale: 'es',
      edition: {
        start_registration: '2099-07-10T15:00:00Z',
        end_registration: '2099-08-10T15:00:00Z',
        time_zone: 'Asia/Tokyo',
      },
    });
    api = r.api;
    expect(await screen.findByText(/Comienzan el 11\/07\/2099 a las 00:00\./)).toBeInTheDocument();
  });

  it('says the edition was not found, with a link back, for an unknown id', async () => {
    const r = renderRegistration({ edition: null });
    api = r.api;
    expect(
      await screen.findByText(
        'Edição não encontrada. Ela pode ter sido removida ou o endereço está incorreto.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as edições ativas' })).toHaveAttribute(
      'href',
      '/edicoes/ativas',
    );
  });

  it('serves /inscricoes/:id too, and renders in Spanish and European Portuguese', async () => {
    const es = renderRegistration({ path: '/inscricoes/5', locale: 'es' });
    api = es.api;
    await findForm();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    api.restore();
    const pt = renderRegistration({ projectId: 47, locale: 'pt-PT' });
    api = pt.api;
    await findForm();
    expect(pt.intlErrors).toEqual([]);
  });
});

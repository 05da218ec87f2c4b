import { screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { renderRoute, stubFetch, type StubbedFetch } from '../../../test/render';
import { CertificateVerificationPage } from './CertificateVerificationPage';

jest.setTimeout(30_000);

let server: StubbedFetch;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

const serve = () =>
  (server = stubFetch((url) =>
    url.pathname === '/api/certificates/ABC234DEF5'
      ? {
          body: {
            data: {
              type: 'certificates',
              id: 'ABC234DEF5',
              attributes: {
                name: 'Ana Souza',
                edition: 'OBIA 2026',
                achievement: 'Ouro',
                generated_at: '2026-11-20T15:00:00Z',
              },
            },
          },
        }
      : { status: 404, body: { errors: [{ status: '404', detail: 'Certificado não encontrado.' }] } },
  ));

describe('CertificateVerificationPage', () => {
  it("shows a valid certificate's holder, edition and achievement", async () => {
    serve();
    const { intlErrors } = renderRoute(<CertificateVerificationPage />, {
      path: '/certificados/:code',
      entry: '/certificados/ABC234DEF5',
    });
    expect(await screen.findByText('Certificado válido')).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('OBIA 2026')).toBeInTheDocument();
    expect(screen.getByText('Ouro')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('says no certificate has an unknown code, in pt-PT', async () => {
    serve();
    const { intlErrors } = renderRoute(<CertificateVerificationPage />, {
      path: '/certificados/:code',
      entry: '/certificados/zzz',
      locale: 'pt-PT',
    });
    expect(
      await screen.findByText('Nenhum certificado tem o código ZZZ. Confirme o endereço do código QR.'),
    ).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { editionDocument, userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { EditionDetailPage } from './EditionDetailPage';

jest.setTimeout(30_000);

let server: StubbedFetch;

const entry = (id: string, action: string, changes: Record<string, [unknown, unknown]>) => ({
  type: 'audit_entries',
  id,
  attributes: {
    action,
    actor_name: 'Admin Demo',
    actor_email: 'admin@olimpiada.dev',
    created_at: '2026-05-02T13:30:00Z',
    changes,
  },
});

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  server = stubFetch((url) => {
    if (url.pathname === '/api/edition/1') return { body: editionDocument([]) };
    if (url.pathname === '/api/editions/1/audit_log')
      return {
        body: {
          data: [
            entry('a2', 'edition.updated', { description: ['OBIA', 'OBIA 2026'], logo: [null, 'logo.png'] }),
            entry('a1', 'coordinator.added', { coordinators_emails: [[], ['ana@escola.org']] }),
          ],
          meta: { total_count: 9 },
        },
      };
    return { status: 404, body: { errors: [{ status: '404', title: 'Not Found' }] } };
  });
});
afterEach(() => server.restore());

describe('Edition detail: history of changes', () => {
  it.each([
    ['pt-BR', 'Histórico de alterações', 'Edição alterada', 'Descrição: OBIA → OBIA 2026'],
    ['es', 'Historial de cambios', 'Edición modificada', 'Descripción: OBIA → OBIA 2026'],
    ['pt-PT', 'Histórico de alterações', 'Edição alterada', 'Descrição: OBIA → OBIA 2026'],
  ] as const)('lists who changed what and when, paged, in %s', async (locale, title, action, change) => {
    useAuthStore.setState({ user: userWith('A1', 'admin') });
    const { intlErrors } = renderRoute(<EditionDetailPage />, {
      path: '/edicoes/:id',
      entry: '/edicoes/1',
      locale,
    });
    const section = within(await screen.findByTestId('edition-audit-log'));
    expect(section.getByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(section.getAllByTestId('audit-entry')).toHaveLength(2));
    const [first, second] = section.getAllByTestId('audit-entry');
    expect(within(first!).getByText('Admin Demo')).toBeInTheDocument();
    expect(within(first!).getByText(action)).toBeInTheDocument();
    expect(first!.textContent).toContain(change);
    expect(first!.textContent).toContain('02/05/2026');
    expect(first!.textContent).toContain('10:30');
    expect(second!.textContent).toContain('ana@escola.org');
    const request = server.requests.find((u) => u.pathname === '/api/editions/1/audit_log')!;
    expect(request.searchParams.get('page[number]')).toBe('1');
    expect(request.searchParams.get('page[size]')).toBe('7');
    expect(intlErrors).toEqual([]);
  });
});

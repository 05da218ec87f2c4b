import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import type { Page } from '../client/api-client';
import { createRouteRenderer } from '../testing/render-route';
import { screenLoader, type ScreenLocation } from './lazy-screen';
import {
  PagedTable,
  prefetchFirstPage,
  usePagedQuery,
  type FetchPage,
  type PageRequest,
} from './paged-table';

jest.setTimeout(30_000);

const renderRoute = createRouteRenderer({ 'pt-BR': {}, es: {}, 'pt-PT': {} });
const lazyScreen = screenLoader(ChakraProvider);

interface Row {
  id: string;
  name: string;
}
const KEY = ['people'];

/** A server that records each page asked for and answers when the test says so. */
function pagesServer() {
  const asked: Omit<PageRequest, 'signal'>[] = [];
  let answer: () => void = () => undefined;
  const fetchPage: FetchPage<Row> = ({ page, size }) => {
    asked.push({ page, size });
    return new Promise<Page<Row>>((resolve) => {
      answer = () => resolve({ items: [{ id: '1', name: 'Ana' }], total: 1, pageCount: 1 });
    });
  };
  return { asked, fetchPage, answer: () => act(async () => answer()) };
}

/** A screen whose code the test delivers: `deliver()` resolves its import. */
function slowScreen(fetchPage: FetchPage<Row>) {
  function PeoplePage() {
    const query = usePagedQuery(fetchPage, [], { queryKey: KEY });
    return (
      <PagedTable
        columns={[{ key: 'name', header: 'Nome', cell: (r) => r.name }]}
        query={query}
        rowKey={(r) => r.id}
        testId="people"
        rowTestId="person"
      />
    );
  }
  let deliver: () => void = () => undefined;
  const load = () =>
    new Promise<{ PeoplePage: typeof PeoplePage }>((resolve) => {
      deliver = () => resolve({ PeoplePage });
    });
  return { load, deliver: () => act(async () => deliver()) };
}

/** Opens `Screen` at `entry` behind the shell's Suspense (its route spinner). */
const open = (Screen: ComponentType, path: string, entry: string) =>
  renderRoute(
    <Suspense fallback={<p>carregando a tela</p>}>
      <Screen />
    </Suspense>,
    { path, entry },
  );

describe('lazyScreen with a prefetch', () => {
  it("asks for the screen's data while its code is still on the way, and the screen shows that answer", async () => {
    const server = pagesServer();
    const code = slowScreen(server.fetchPage);
    const seen: ScreenLocation[] = [];
    const People = lazyScreen(code.load, 'PeoplePage', (queryClient, location) => {
      seen.push(location);
      prefetchFirstPage(queryClient, KEY, server.fetchPage);
    });
    open(People, '/pessoas/:id', '/pessoas/5?ordem=nome');
    expect(screen.getByText('carregando a tela')).toBeInTheDocument();
    // The code has not arrived: the first page (7 rows, the tables' default) is already asked for.
    expect(server.asked).toEqual([{ page: 1, size: 7 }]);
    expect(seen[0]).toMatchObject({ pathname: '/pessoas/5', search: '?ordem=nome' });

    await server.answer();
    await code.deliver();
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    // The table read the prefetched page under the same key: nothing was asked twice.
    expect(server.asked).toEqual([{ page: 1, size: 7 }]);
  });

  it('a screen that arrives first waits for the read under way instead of asking again', async () => {
    const server = pagesServer();
    const code = slowScreen(server.fetchPage);
    const People = lazyScreen(code.load, 'PeoplePage', (queryClient) =>
      prefetchFirstPage(queryClient, KEY, server.fetchPage),
    );
    open(People, '/pessoas', '/pessoas');
    await code.deliver();
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();
    await server.answer();
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(server.asked).toEqual([{ page: 1, size: 7 }]);
  });

  it('without a prefetch, the data is asked for only once the screen has arrived', async () => {
    const server = pagesServer();
    const code = slowScreen(server.fetchPage);
    const People = lazyScreen(code.load, 'PeoplePage');
    open(People, '/pessoas', '/pessoas');
    expect(server.asked).toEqual([]);
    await code.deliver();
    expect(server.asked).toEqual([{ page: 1, size: 7 }]);
  });
});

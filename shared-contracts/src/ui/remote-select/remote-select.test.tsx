import '@testing-library/jest-dom';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createQueryClient, QueryClientProvider } from '../../client/query';
import { RemoteSelect, type RemoteOptionsPage, type RemoteSelectTexts } from '.';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const TEXTS: RemoteSelectTexts = {
  loading: 'A procurar…',
  more: 'Mais escolas',
  failed: 'Falhou a lista.',
  retry: 'Outra vez',
  empty: 'Nada encontrado',
  open: 'Ver escolas',
  clear: 'Tirar escola',
};

const schools = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: String(from + i), label: `Escola ${from + i}` }));

function renderSelect(
  fetchPage: (term: string, page: number) => Promise<RemoteOptionsPage>,
  { loadMoreOnScroll, value = null }: { loadMoreOnScroll?: boolean; value?: string | null } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={defaultSystem}>
        <RemoteSelect
          label="Escola"
          name="school"
          value={value}
          onChange={() => undefined}
          fetchPage={fetchPage}
          fetchOne={async (id) => ({ id, label: `Escola ${id}` })}
          loadMoreOnScroll={loadMoreOnScroll}
          texts={TEXTS}
        />
      </ChakraProvider>
    </QueryClientProvider>,
  );
}

async function open() {
  fireEvent.click(await screen.findByRole('button', { name: TEXTS.open }));
  await screen.findByRole('listbox');
}
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);

function scrollToEnd() {
  const list = screen.getByRole('listbox');
  Object.defineProperties(list, {
    scrollHeight: { configurable: true, value: 400 },
    clientHeight: { configurable: true, value: 200 },
  });
  list.scrollTop = 200;
  fireEvent.scroll(list);
}

describe('RemoteSelect (shared)', () => {
  it("says loading and names the 'more' item with the texts it is given", async () => {
    let answer: (page: RemoteOptionsPage) => void = () => undefined;
    const fetchPage = jest.fn(() => new Promise<RemoteOptionsPage>((resolve) => (answer = resolve)));
    renderSelect(fetchPage);
    await open();
    expect(await within(screen.getByRole('listbox')).findByRole('status')).toHaveTextContent('A procurar…');
    await act(async () => answer({ options: schools(1, 2), hasMore: true }));
    await waitFor(() => expect(optionNames()).toEqual(['Escola 1', 'Escola 2', 'Mais escolas']));
  });

  it('shows its empty text when nothing is found, and names its clear button', async () => {
    renderSelect(async () => ({ options: [], hasMore: false }), { value: '7' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Escola' })).toHaveValue('Escola 7'));
    expect(screen.getByRole('button', { name: TEXTS.clear })).toBeInTheDocument();
    await open();
    expect(await within(screen.getByRole('listbox')).findByText('Nada encontrado')).toBeInTheDocument();
  });

  it('shows its failure text and retry item when a page fails', async () => {
    renderSelect(async () => {
      throw new Error('offline');
    });
    await open();
    expect(await within(screen.getByRole('listbox')).findByRole('alert')).toHaveTextContent(
      'Falhou a lista.',
    );
    expect(optionNames()).toEqual(['Outra vez']);
  });

  it('loads the next page when scrolled to the end, unless loadMoreOnScroll is false', async () => {
    const paged = () =>
      jest.fn(async (_term: string, page: number) => ({ options: schools(page * 10, 2), hasMore: true }));
    const scrolling = paged();
    const first = renderSelect(scrolling);
    await open();
    await waitFor(() => expect(optionNames()).toEqual(['Escola 10', 'Escola 11', 'Mais escolas']));
    scrollToEnd();
    await waitFor(() => expect(scrolling).toHaveBeenLastCalledWith('', 2));
    // Unmounted, not just wiped: a stale instance's listeners could close the next one's list.
    first.unmount();

    const clicking = paged();
    renderSelect(clicking, { loadMoreOnScroll: false });
    await open();
    await waitFor(() => expect(optionNames()).toEqual(['Escola 10', 'Escola 11', 'Mais escolas']));
    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicking).toHaveBeenCalledTimes(1);
    expect(optionNames()).toEqual(['Escola 10', 'Escola 11', 'Mais escolas']);
  });
});

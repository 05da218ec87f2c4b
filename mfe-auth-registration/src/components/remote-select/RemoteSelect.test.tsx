import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderRoute } from '../../test/render';
import { REMOTE_SELECT_DEBOUNCE_MS, RemoteSelect, type RemoteOption, type RemoteOptionsPage } from '.';

jest.setTimeout(30_000);

const schools = (from: number, count: number): RemoteOption[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(from + i), label: `Escola ${from + i}` }));

type FetchPage = jest.Mock<Promise<RemoteOptionsPage>, [string, number]>;
const pages = (impl: (term: string, page: number) => Promise<RemoteOptionsPage>): FetchPage =>
  jest.fn<Promise<RemoteOptionsPage>, [string, number]>(impl);

function Harness({
  fetchPage,
  fetchOne,
  initial = null,
  errorText,
  onChange = () => undefined,
}: {
  fetchPage: FetchPage;
  fetchOne?: (id: string) => Promise<RemoteOption | null>;
  initial?: string | null;
  errorText?: string;
  onChange?: (option: RemoteOption | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <RemoteSelect
        label="Escola"
        name="school"
        testId="school-select"
        value={value}
        onChange={(option) => {
          setValue(option?.id ?? null);
          onChange(option);
        }}
        fetchPage={fetchPage}
        fetchOne={fetchOne}
        errorText={errorText}
        resetKey={resetKey}
        footer={<button type="button">Minha escola não está na lista</button>}
      />
      <p data-testid="selected">{value ?? 'nenhuma'}</p>
      <button type="button" onClick={() => setResetKey((k) => k + 1)}>
        Trocar filtro
      </button>
    </>
  );
}

function renderSelect(props: Parameters<typeof Harness>[0]) {
  return renderRoute(<Harness {...props} />, { path: '/', entry: '/' });
}

const input = () => screen.getByRole('combobox', { name: 'Escola' });
const listbox = () => screen.getByRole('listbox');
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((o) => o.textContent);

const listed = (names: string[]) => waitFor(() => expect(optionNames()).toEqual(names));

describe('RemoteSelect', () => {
  const user = userEvent.setup();

  it('loads the first page when opened and selects an option by click', async () => {
    const fetchPage = pages(async () => ({ options: schools(1, 3), hasMore: false }));
    const chosen = jest.fn();
    renderSelect({ fetchPage, onChange: chosen });
    // The combobox's code is its own chunk: a placeholder with the same label shows until it is loaded.
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('combobox', { name: 'Escola' });
    expect(fetchPage).not.toHaveBeenCalled();
    await user.click(input());
    await listed(['Escola 1', 'Escola 2', 'Escola 3']);
    expect(fetchPage).toHaveBeenCalledWith('', 1);

    await user.click(screen.getByRole('option', { name: 'Escola 2' }));
    expect(chosen).toHaveBeenCalledWith({ id: '2', label: 'Escola 2' });
    expect(screen.getByTestId('selected')).toHaveTextContent('2');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
    expect(input()).toHaveValue('Escola 2');
    expect(screen.getByRole('button', { name: 'Minha escola não está na lista' })).toBeInTheDocument();
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      // The combobox machine needs real microtasks.
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    });
    afterEach(() => jest.useRealTimers());

    it(`searches ${REMOTE_SELECT_DEBOUNCE_MS} ms after typing stops, with the typed term`, async () => {
      const typing = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const fetchPage = pages(async (term: string) =>
        term === 'tir'
          ? { options: [{ id: '9', label: 'Escola Tiradentes' }], hasMore: false }
          : { options: schools(1, 2), hasMore: false },
      );
      renderSelect({ fetchPage });

      await typing.click(input());
      await listed(['Escola 1', 'Escola 2']);
      expect(fetchPage).toHaveBeenCalledTimes(1);

      await typing.type(input(), 'tir');
      expect(input()).toHaveValue('tir');
      await act(async () => jest.advanceTimersByTime(REMOTE_SELECT_DEBOUNCE_MS - 1));
      expect(fetchPage).toHaveBeenCalledTimes(1);

      await act(async () => jest.advanceTimersByTime(1));
      await listed(['Escola Tiradentes']);
      expect(fetchPage).toHaveBeenCalledTimes(2);
      expect(fetchPage).toHaveBeenLastCalledWith('tir', 1);
    });
  });

  it('shows the no-results message when the search finds nothing', async () => {
    const fetchPage = pages(async () => ({ options: [], hasMore: false }));
    renderSelect({ fetchPage });
    await user.click(input());
    expect(await within(listbox()).findByText('Nenhum resultado encontrado')).toBeInTheDocument();
    expect(optionNames()).toEqual([]);
  });

  it('shows a loading indicator while a page is on its way', async () => {
    let answer: (page: RemoteOptionsPage) => void = () => undefined;
    const fetchPage = pages(() => new Promise<RemoteOptionsPage>((resolve) => (answer = resolve)));
    renderSelect({ fetchPage });
    await user.click(input());
    expect(await within(listbox()).findByRole('status')).toHaveTextContent('Carregando…');
    await act(async () => answer({ options: schools(1, 1), hasMore: false }));
    await listed(['Escola 1']);
    expect(within(listbox()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the next page from the "more" item and when scrolled to the end', async () => {
    const fetchPage = pages(async (_term: string, page: number) => ({
      options: schools((page - 1) * 2 + 1, 2),
      hasMore: page < 3,
    }));
    renderSelect({ fetchPage });
    await user.click(input());
    await listed(['Escola 1', 'Escola 2', 'Carregar mais']);

    await user.click(screen.getByRole('option', { name: 'Carregar mais' }));
    await listed(['Escola 1', 'Escola 2', 'Escola 3', 'Escola 4', 'Carregar mais']);
    expect(fetchPage).toHaveBeenLastCalledWith('', 2);
    expect(screen.getByTestId('selected')).toHaveTextContent('nenhuma');
    expect(input()).toHaveAttribute('aria-expanded', 'true');

    const list = listbox();
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 400 },
      clientHeight: { configurable: true, value: 200 },
    });
    list.scrollTop = 200;
    fireEvent.scroll(list);
    await listed(schools(1, 6).map((o) => o.label));
    expect(fetchPage).toHaveBeenLastCalledWith('', 3);
  });

  it('is keyboard accessible: arrows move through the options and Enter chooses', async () => {
    const fetchPage = pages(async (_term: string, page: number) => ({
      options: schools(page * 10, 2),
      hasMore: page === 1,
    }));
    renderSelect({ fetchPage });
    input().focus();
    await user.keyboard('{ArrowDown}');
    await listed(['Escola 10', 'Escola 11', 'Carregar mais']);

    const more = screen.getByRole('option', { name: 'Carregar mais' });
    for (let i = 0; i < 3 && input().getAttribute('aria-activedescendant') !== more.id; i += 1)
      await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', more.id);
    await user.keyboard('{Enter}');
    await listed(['Escola 10', 'Escola 11', 'Escola 20', 'Escola 21']);
    expect(fetchPage).toHaveBeenLastCalledWith('', 2);

    const last = screen.getByRole('option', { name: 'Escola 21' });
    for (let i = 0; i < 5 && input().getAttribute('aria-activedescendant') !== last.id; i += 1)
      await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('selected')).toHaveTextContent('21');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
    expect(input()).toHaveValue('Escola 21');
  });

  it('shows a short error inside the list when a page fails, and retries', async () => {
    let fail = true;
    const fetchPage = pages(async () => {
      if (fail) throw new Error('offline');
      return { options: schools(1, 1), hasMore: false };
    });
    renderSelect({ fetchPage });
    await user.click(input());
    expect(await within(listbox()).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as opções.',
    );

    fail = false;
    await user.click(screen.getByRole('option', { name: 'Tentar novamente' }));
    await listed(['Escola 1']);
    expect(within(listbox()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the label of a preselected value and clears it', async () => {
    const fetchPage = pages(async () => ({ options: [], hasMore: false }));
    const fetchOne = jest.fn(async (id: string) => ({ id, label: 'Escola Preexistente' }));
    const chosen = jest.fn();
    renderSelect({ fetchPage, fetchOne, initial: '77', onChange: chosen });
    await waitFor(() => expect(input()).toHaveValue('Escola Preexistente'));
    expect(fetchOne).toHaveBeenCalledWith('77');
    expect(fetchPage).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(chosen).toHaveBeenCalledWith(null);
    expect(screen.getByTestId('selected')).toHaveTextContent('nenhuma');
    await waitFor(() => expect(input()).toHaveValue(''));
  });

  it('marks the field invalid and shows the error text when given', async () => {
    const fetchPage = pages(async () => ({ options: [], hasMore: false }));
    renderSelect({ fetchPage, errorText: 'Selecione uma opção' });
    expect(await screen.findByText('Selecione uma opção')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Selecione uma opção');
  });

  it('drops the cached options and refetches when resetKey changes', async () => {
    const fetchPage = pages(async () => ({ options: schools(1, 1), hasMore: false }));
    renderSelect({ fetchPage });
    await user.click(input());
    await listed(['Escola 1']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Trocar filtro' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await listed(['Escola 1']);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useOpenAnswerDebounce } from './useOpenAnswerDebounce';

function OpenAnswer({
  questionId,
  record,
}: {
  questionId: string;
  record: (q: string, text: string) => void;
}) {
  const { change } = useOpenAnswerDebounce(questionId, record);
  return <textarea aria-label="Resposta" onChange={(e) => change(e.target.value)} />;
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: text } });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  jest.useRealTimers();
});

describe('useOpenAnswerDebounce', () => {
  it('records the text 3 s after the last keystroke, not before', () => {
    const record = jest.fn();
    render(<OpenAnswer questionId="q1" record={record} />);
    type('O');
    advance(2000);
    type('Olá');
    advance(2999);
    expect(record).not.toHaveBeenCalled();
    advance(1);
    expect(record.mock.calls).toEqual([['q1', 'Olá']]);
    advance(10_000);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('records at once when the question changes, for the question it was typed in', () => {
    const record = jest.fn();
    const { rerender } = render(<OpenAnswer questionId="q1" record={record} />);
    type('resposta 1');
    rerender(<OpenAnswer questionId="q2" record={record} />);
    expect(record.mock.calls).toEqual([['q1', 'resposta 1']]);
    advance(5000);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('records at once when the page is hidden or unloaded, and when the editor goes away', () => {
    const record = jest.fn();
    const { unmount } = render(<OpenAnswer questionId="q1" record={record} />);
    type('a');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(record.mock.calls).toEqual([['q1', 'a']]);

    type('ab');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(record.mock.calls.at(-1)).toEqual(['q1', 'ab']);

    type('abc');
    unmount();
    expect(record.mock.calls.at(-1)).toEqual(['q1', 'abc']);
    advance(5000);
    expect(record).toHaveBeenCalledTimes(3);
  });

  it('records nothing on leaving when nothing was typed', () => {
    const record = jest.fn();
    const { rerender } = render(<OpenAnswer questionId="q1" record={record} />);
    rerender(<OpenAnswer questionId="q2" record={record} />);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(record).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('crash');
  return <p>ok</p>;
}

it('renders the fallback after a crash and tries again when the reset key changes', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onReset = jest.fn();
  const view = (path: string, broken: boolean) => (
    <ErrorBoundary resetKey={path} onReset={onReset} onError={() => undefined} fallback={() => <p>falhou</p>}>
      <Page broken={broken} />
    </ErrorBoundary>
  );
  const { rerender } = render(view('/a', true));
  expect(screen.getByText('falhou')).toBeInTheDocument();
  rerender(view('/a', false));
  expect(screen.getByText('falhou')).toBeInTheDocument();
  rerender(view('/b', false));
  expect(screen.getByText('ok')).toBeInTheDocument();
  expect(onReset).toHaveBeenCalledTimes(1);
});

import { render } from '@testing-library/react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppProviders } from './app-providers';

describe('AppProviders', () => {
  it('keeps one intl while its props stay the same, so a re-render of the app does not re-render every screen', () => {
    const seen: IntlShape[] = [];
    function Reader() {
      seen.push(useIntl());
      return null;
    }
    const messages = { 'any.id': 'Olá' };
    const tree = () => (
      <AppProviders projectId={36} locale="pt-PT" messages={messages}>
        <Reader />
      </AppProviders>
    );
    const { rerender } = render(tree());
    rerender(tree());
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);

    rerender(
      <AppProviders projectId={36} locale="es" messages={messages}>
        <Reader />
      </AppProviders>,
    );
    expect(seen.at(-1)?.locale).toBe('es');
  });
});

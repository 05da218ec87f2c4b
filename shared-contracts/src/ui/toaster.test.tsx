import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from './app-providers';
import { toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => act(() => toaster.remove()));

  it.each([
    ['es', 'Notificaciones', 'Cerrar'],
    ['pt-PT', 'Notificações', 'Fechar'],
    ['pt-BR', 'Notificações', 'Fechar'],
  ] as const)('names its region and close button in %s, not in English', async (locale, region, close) => {
    render(<AppProviders projectId={36} locale={locale} messages={{}} />);
    act(() => {
      toaster.create({ title: 'Guardado', type: 'success', closable: true });
    });
    const regionElement = await screen.findByRole('region', { name: region });
    expect(regionElement).not.toHaveAccessibleName(/Notifications|top-end|alt\+T/);
    expect(await screen.findByRole('button', { name: close })).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router-dom';
import { NavigationGuard, type BlockedNavigation } from './NavigationGuard';

function Guarded() {
  const [held, setHeld] = useState<BlockedNavigation | null>(null);
  return (
    <>
      <p data-testid="at">{useLocation().pathname}</p>
      <Link to="/exam/2">inside</Link>
      <Link to="/out">outside</Link>
      {held && (
        <>
          <button onClick={() => (held.proceed(), setHeld(null))}>go</button>
          <button onClick={() => (held.cancel(), setHeld(null))}>stay</button>
        </>
      )}
      <NavigationGuard shouldBlock={(to) => !to?.startsWith('/exam/')} onBlocked={setHeld} />
    </>
  );
}

const at = () => screen.getByTestId('at').textContent;

async function exercise() {
  fireEvent.click(screen.getByRole('link', { name: 'inside' }));
  expect(await screen.findByText('/exam/2')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'outside' }));
  fireEvent.click(await screen.findByRole('button', { name: 'stay' }));
  expect(at()).toBe('/exam/2');
  fireEvent.click(screen.getByRole('link', { name: 'outside' }));
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'go' })));
  expect(await screen.findByText('left')).toBeInTheDocument();
}

describe('NavigationGuard', () => {
  it('holds back leaving under a history router (the shell’s BrowserRouter, MemoryRouter)', async () => {
    render(
      <MemoryRouter initialEntries={['/exam/1']}>
        <Routes>
          <Route path="/exam/:q" element={<Guarded />} />
          <Route path="/out" element={<p>left</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await exercise();
  });

  it('uses react-router’s blocker under a data router', async () => {
    const router = createMemoryRouter(
      [
        { path: '/exam/:q', element: <Guarded /> },
        { path: '/out', element: <p>left</p> },
      ],
      { initialEntries: ['/exam/1'] },
    );
    render(<RouterProvider router={router} />);
    await exercise();
  });
});

// Floor 1: React and react-dom render the list's first screen with plain elements (no UI library, no
// run-time styles): what React itself costs on the simulated phone.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HEADERS, ROWS, TITLE } from './rows';

function Screen() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1 style={{ fontSize: 24 }}>{TITLE}</h1>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} style={{ textAlign: 'left' }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row[0]}>
              {row.slice(0, 3).map((cell) => (
                <td key={cell}>{cell}</td>
              ))}
              <td>
                <a href="#acessar">{row[3]}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

// As the product renders (shell/src/bootstrap.tsx): a transition, in slices that yield to the browser.
startTransition(() => createRoot(document.getElementById('root')!).render(<Screen />));

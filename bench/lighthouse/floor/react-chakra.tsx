// Floor 2: the same screen with Chakra UI 3 on the product's own system (shared-contracts' `systemFor`:
// the project's colours, the recipes in use) and its run-time styles (emotion): what React plus the UI
// library cost, before any of the product's code, routing, federation or data.
import { Badge, Button, ChakraProvider, Container, Heading, Table } from '@chakra-ui/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { systemFor } from '../../../shared-contracts/src/ui/system';
import { HEADERS, ROWS, TITLE } from './rows';

function Screen() {
  return (
    <Container as="main" py="6">
      <Heading as="h1" size="xl" mb="4">
        {TITLE}
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {HEADERS.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ROWS.map(([edition, window, status, action]) => (
            <Table.Row key={edition}>
              <Table.Cell>{edition}</Table.Cell>
              <Table.Cell>{window}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={status === 'Inscrito' ? 'green' : 'gray'}>{status}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Button size="sm" colorPalette="brand">
                  {action}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Container>
  );
}

// As the product renders (shell/src/bootstrap.tsx, shared-contracts' AppProviders): a transition, and the
// system built as the providers first render.
function App() {
  return (
    <ChakraProvider value={systemFor()}>
      <Screen />
    </ChakraProvider>
  );
}

startTransition(() => createRoot(document.getElementById('root')!).render(<App />));

import { Table } from '@chakra-ui/react';

/** A small table that scrolls sideways on a phone (focusable: a keyboard scrolls it too). */
export function PreviewTable({
  label,
  headers,
  rows,
  testId,
}: {
  label: string;
  headers: string[];
  rows: { key: string; cells: (string | number)[] }[];
  testId: string;
}) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} borderWidth="1px" rounded="md" maxH="80">
      <Table.Root size="sm" data-testid={testId} aria-label={label} stickyHeader>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Cell key={i} overflowWrap="anywhere">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

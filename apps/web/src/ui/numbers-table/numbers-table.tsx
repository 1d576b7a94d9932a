import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './numbers-table.module.css';

type TNumbersTableProps = {
  /** The disclosure's label: "Show the numbers as a table". */
  toggleLabel: string;
  /** The table's caption, its accessible name. */
  caption: string;
  head: string[];
  rows: ReactNode[][];
};

/**
 * The numbers under a chart, for those who would rather read them (and for screen readers): a
 * table behind a disclosure, so a card stays compact.
 */
export function NumbersTable({ toggleLabel, caption, head, rows }: TNumbersTableProps) {
  return (
    <details className={classes.numbers}>
      <summary>{toggleLabel}</summary>
      <Table striped withTableBorder mt="xs" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed report, never reordered
            <Table.Tr key={index}>
              {cells.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns of a fixed report
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

import { Table, type TableProps } from '@mantine/core';
import classes from './stacked-table.module.css';

/**
 * A Mantine Table (fill it with Table.Thead, Table.Tr…) that becomes stacked cards in a card
 * narrower than 768 px. Give each cell `data-label` (its column name) or `data-primary` (the
 * one that heads the card); a cell with neither is hidden there.
 */
export function StackedTable({ className, ...tableProps }: TableProps) {
  return (
    <div className={classes.frame}>
      <Table
        {...tableProps}
        className={className ? `${classes.table} ${className}` : classes.table}
      />
    </div>
  );
}

// The actions column of a wide table, pinned to the right edge of its scroll container: at phone width the other
// columns scroll beneath it, and the row's buttons (edit, delete, save) stay in reach. The pinned cell takes its row's
// stripe and hover colour (table-actions.module.css).
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './table-actions.module.css';

export function ActionsHeader({ children }: { children: ReactNode }) {
  return <Table.Th className={classes.pinned}>{children}</Table.Th>;
}

export function ActionsCell({ children }: { children: ReactNode }) {
  return <Table.Td className={classes.pinned}>{children}</Table.Td>;
}

// The actions column of a wide table, pinned to the right edge of its scroll container: at phone width the other
// columns scroll beneath it, and the row's buttons (edit, delete, save) stay in reach.
import type { CSSProperties, ReactNode } from 'react';
import { Table } from '@mantine/core';

const PINNED: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
};

export function ActionsHeader({ children }: { children: ReactNode }) {
  return <Table.Th style={PINNED}>{children}</Table.Th>;
}

export function ActionsCell({ children }: { children: ReactNode }) {
  return <Table.Td style={PINNED}>{children}</Table.Td>;
}

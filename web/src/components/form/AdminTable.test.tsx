import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './AdminTable';

const columns = [
  { key: 'name', header: 'Name', primary: true, cell: (row: { id: number }) => `Row ${row.id}` },
];
const rows = (n: number) => Array.from({ length: n }, (_, id) => ({ id }));

/** A table of n rows that virtualises above 100; returns the table. */
function renderTable(n: number) {
  render(
    <AdminTable
      caption="Users"
      rows={rows(n)}
      rowKey={(r) => r.id}
      columns={columns}
      virtualizeAbove={100}
      empty={{ title: 'None' }}
    />,
  );
  return screen.getByRole('table', { name: 'Users' });
}

describe('AdminTable with many rows', () => {
  it('renders every row up to virtualizeAbove', () => {
    const table = renderTable(50);
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it('past it, renders only the rows near the viewport and tells assistive tech the full count', () => {
    const table = renderTable(2000);
    const rendered = within(table).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(1);
    expect(rendered.length).toBeLessThan(100);
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    expect(within(table).getByRole('rowheader', { name: 'Row 0' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '2',
    );
  });
});

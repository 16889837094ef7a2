import type { ReactNode } from 'react';

export interface TableColumn {
  label: ReactNode;
  className?: string;
  /** A longer name, shown on hover (for a short or symbolic label). */
  title?: string;
}

/** The header row of a table (`components/ui/table.module.css`): one column header each. */
export function TableHead({ columns }: { columns: TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={column.className} title={column.title}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

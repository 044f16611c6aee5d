import type { ReactNode } from 'react';
import styles from './data-table.module.css';

interface DataTableProps {
  /** Read by screen readers only: what the rows are, and in which order. */
  caption: string;
  columns: readonly string[];
  /** Adds a last column for each row's buttons, its heading read by screen readers only. */
  actions?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** The administrators' tables; rows style their cells with the same module (primary, actions). */
export function DataTable({ caption, columns, actions = false, children }: DataTableProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

import { TABLE_PAGE_SIZE } from '@contracts/admin-data';
import { Table2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../lib/paths';
import { AdminResourceView } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { Pager, pageFrom } from '../../content';
import { getReadTable } from '../api/admin-data';
import styles from './admin-data.module.css';

/** One read table's rows, paged and read-only; the table id is the heading. */
export function ReadTable({ table }: { table: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const state = useAdminResource(`/admin/db/${table}?page=${page}`, (signal) => getReadTable(table, page, signal));

  return (
    <>
      <p className={styles.back}>
        <Link to={paths.adminDb}>All tables</Link>
      </p>
      <h1 className={styles.tableHeading}>{table}</h1>
      <AdminResourceView
        resource={state}
        notAllowed="Only administrators can browse the database."
        back={{ to: paths.adminDb, label: 'All tables' }}
      >
        {({ columns, rows, total }) => (
          <>
            <p className={styles.head}>
              {total === 1 ? '1 row' : `${total.toLocaleString('en-US')} rows`}
              {total > TABLE_PAGE_SIZE && `, page ${page} of ${Math.ceil(total / TABLE_PAGE_SIZE)}`}
            </p>
            {rows.length === 0 ? (
              <EmptyState icon={Table2} text="No rows." />
            ) : (
              <div className={styles.scroll} tabIndex={0} role="region" aria-label={`Rows of ${table}`}>
                <table className={styles.grid}>
                  <caption className="visually-hidden">Rows of {table}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((value, c) => (
                          <td key={c} title={value ?? 'null'}>
                            {value === null ? <span className={styles.null}>null</span> : value}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {total > TABLE_PAGE_SIZE && (
              <div className={styles.pager}>
                <Pager
                  page={page}
                  pageCount={Math.ceil(total / TABLE_PAGE_SIZE)}
                  onChange={(next) => setSearchParams({ page: String(next) })}
                />
              </div>
            )}
          </>
        )}
      </AdminResourceView>
    </>
  );
}

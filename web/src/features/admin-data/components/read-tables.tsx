import { Table2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { AdminResourceView } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { getReadTables } from '../api/admin-data';
import styles from './admin-data.module.css';

const rowsLabel = (rows: number) => (rows === 1 ? '1 row' : `${rows.toLocaleString('en-US')} rows`);

/** The read tables as links to their rows. */
export function ReadTables() {
  const state = useAdminResource('/admin/db', getReadTables);
  return (
    <section aria-labelledby="read-tables">
      <h2 id="read-tables">Read tables</h2>
      <AdminResourceView resource={state} notAllowed="Only administrators can browse the database.">
        {({ tables }) => (
          <ul className={styles.tables}>
            {tables.map((table) => (
              <li key={table.name}>
                <Link to={paths.adminTable(table.name)} className={styles.tableLink}>
                  <Table2 size={18} aria-hidden />
                  <span className={styles.tableName}>{table.name}</span>
                  <span className={styles.rows}>{rowsLabel(table.rows)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminResourceView>
    </section>
  );
}

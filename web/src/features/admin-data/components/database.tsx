import { useParams } from 'react-router-dom';
import { AdminScreenHeader } from '../../../components/admin-screen';
import { ProjectionsPanel } from './projections-panel';
import { ReadTable } from './read-table';
import { ReadTables } from './read-tables';

/** Database in the Admin Area: /admin/db lists the read tables and the projections; /admin/db/{table} shows one table. */
export default function Database() {
  const { table } = useParams();
  if (table !== undefined) return <ReadTable key={table} table={table} />;
  return (
    <>
      <AdminScreenHeader
        title="Database"
        intro="The read tables the site answers from, read-only, and the projections that keep them current."
      />
      <ReadTables />
      <ProjectionsPanel />
    </>
  );
}

import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { ADMIN_DATA_MESSAGES, type ReadTableList, type ReadTablePage } from '../contracts/admin-data';
import { READ_TABLES, ReadTablesQueries } from '../projections/admin-data/read-tables.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { readTableList, readTablePage } from './responses/admin.responses';
import { pageField } from './schemas';

const tableParams = z.object({ table: z.string() });
const pageQuery = z.strictObject({ page: pageField });

/** The Database screen: the read tables, and one page of a table's rows, read-only. */
@ApiTags('admin')
@Controller('api/admin/db')
export class AdminDataController {
  constructor(private readonly tables: ReadTablesQueries) {}

  @Get()
  @Auth('Administrator')
  @Output('The read tables and their row counts', readTableList)
  @Input({})
  list(): Promise<ReadTableList> {
    return this.tables.list();
  }

  @Get(':table')
  @Auth('Administrator')
  @Output('One page of a read table', readTablePage)
  @Input({ params: tableParams, query: pageQuery })
  page(
    @Param() { table }: z.infer<typeof tableParams>,
    @Query() { page }: z.infer<typeof pageQuery>,
  ): Promise<ReadTablePage> {
    // Only names of the allow-list reach the SQL.
    if (!READ_TABLES.includes(table)) throw new DomainError('not_found', ADMIN_DATA_MESSAGES.tableNotFound);
    return this.tables.page(table, page);
  }
}

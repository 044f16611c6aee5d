import type {
  AuditEventPage,
  AuditFilter,
  ProjectionStatusList,
  ReadTableList,
  ReadTablePage,
} from '@contracts/admin-data';
import { api } from '../../../lib/api';

export const getReadTables = () => api.get<ReadTableList>('/admin/db');

export const getReadTable = (table: string, page: number) =>
  api.get<ReadTablePage>(`/admin/db/${encodeURIComponent(table)}?page=${page}`);

export const getAuditEvents = (filter: AuditFilter) => {
  const query = new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
  return api.get<AuditEventPage>(`/admin/events?${query}`);
};

export const getProjections = () => api.get<ProjectionStatusList>('/admin/projections');

export const rebuildProjection = (name: string) =>
  api.post<{ message: string }>(`/admin/projections/${encodeURIComponent(name)}/rebuild`);

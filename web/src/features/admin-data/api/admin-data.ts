import type {
  AuditEventPage,
  AuditFilter,
  ProjectionStatusList,
  ReadTableList,
  ReadTablePage,
} from '@contracts/admin-data';
import { api } from '../../../lib/api';

export const getReadTables = (signal?: AbortSignal) => api.get<ReadTableList>('/admin/db', signal);

export const getReadTable = (table: string, page: number, signal?: AbortSignal) =>
  api.get<ReadTablePage>(`/admin/db/${encodeURIComponent(table)}?page=${page}`, signal);

export const getAuditEvents = (filter: AuditFilter, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
  return api.get<AuditEventPage>(`/admin/events?${query}`, signal);
};

export const getProjections = (signal?: AbortSignal) => api.get<ProjectionStatusList>('/admin/projections', signal);

export const rebuildProjection = (name: string) =>
  api.post<{ message: string }>(`/admin/projections/${encodeURIComponent(name)}/rebuild`);

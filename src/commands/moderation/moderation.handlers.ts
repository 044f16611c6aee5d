import { DismissReportHandler } from './dismiss-report.handler';
import { RemoveContentHandler } from './remove-content.handler';
import { ReportContentHandler } from './report-content.handler';
import { RestoreHiddenContentHandler } from './restore-hidden-content.handler';

export const moderationCommandHandlers = [
  ReportContentHandler,
  DismissReportHandler,
  RemoveContentHandler,
  RestoreHiddenContentHandler,
];

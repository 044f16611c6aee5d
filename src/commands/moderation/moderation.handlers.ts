import { RemoveContentHandler } from './remove-content.handler';
import { ReportContentHandler } from './report-content.handler';

export const moderationCommandHandlers = [ReportContentHandler, RemoveContentHandler];

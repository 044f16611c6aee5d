export { HiddenPendingReview } from './components/hidden-pending-review';
export { ReportLink } from './components/report-link';
export { ViolationReportsScreen } from './violation-reports-screen';
export { ReportsQueue } from './components/reports-queue';
export { REPORTED_KIND_LABELS } from './report-kinds';

export { ReportBugButton } from './components/report-bug-button';

import { paths } from '../../../lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** The label used below 1285 px wide. */
  shortLabel?: string;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { to: paths.ask, label: 'Ask a Question', shortLabel: 'Ask' },
  { to: paths.browse, label: 'Browse a Topic', shortLabel: 'Browse' },
  { to: paths.experts, label: 'Experts' },
];

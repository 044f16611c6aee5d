import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One part of the Admin Area. A section either renders inside the dashboard at /admin/{id}
 * (`screen`), or is a screen of its own that the dashboard links to (`to`, e.g. /admin-qotd), or a
 * page the server serves outside the web app (`href`, the job queue dashboard).
 */
export interface AdminSection {
  id: string;
  label: string;
  /** One line on the dashboard card: what an administrator does there. */
  description: string;
  icon: LucideIcon;
  screen?: LazyExoticComponent<ComponentType>;
  to?: string;
  href?: string;
}

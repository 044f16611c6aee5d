import { useRef } from 'react';
import { AdminScreenHeader } from '../../../components/admin-screen';
import { ReportsQueue } from './reports-queue';

/** Violation Reports in the Admin Area (/admin/reports): the open reports, dismissed or acted on. */
export default function ViolationReports() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <AdminScreenHeader
        title="Violation Reports"
        intro="Comments, answers and posts that members reported. Dismiss a report to keep the content, or remove the content from the site. What several members reported is hidden until you restore or remove it."
        headingRef={heading}
      />
      <ReportsQueue headingRef={heading} />
    </>
  );
}

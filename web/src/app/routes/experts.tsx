import { ExpertLocationSearch } from '../../features/expert-search/components/expert-location-search';
import { ExpertMessageForm } from '../../features/expert-search/components/expert-message-form';
import styles from '../../features/expert-search/components/experts-page.module.css';
import { BreadcrumbBar } from '../../components/breadcrumb-bar';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /experts: find divorce professionals near you, or write to us. */
export function ExpertsRoute() {
  useDocumentTitle('Experts');
  return (
    <div className={styles.page}>
      <BreadcrumbBar parents={[]} current="Experts" className={styles.breadcrumb} />
      <h1>Experts</h1>
      <p className={styles.intro}>
        Find lawyers, mediators, therapists, coaches and other divorce professionals near you.
      </p>
      <section className={styles.section} aria-labelledby="expert-search-heading">
        <h2 id="expert-search-heading" className={styles.sectionHeading}>
          Find an Expert
        </h2>
        <ExpertLocationSearch />
      </section>
      <section className={styles.section} aria-labelledby="expert-message-heading">
        <h2 id="expert-message-heading" className={styles.sectionHeading}>
          Send Us a Message
        </h2>
        <p className={styles.intro}>
          Looking for help that you cannot find here? Tell us where you are and what you need.
        </p>
        <ExpertMessageForm />
      </section>
    </div>
  );
}

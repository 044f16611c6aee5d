import { FIRST_PAINT_ELEMENT_ID } from '@contracts/site';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { UnsavedFormsGuard } from '../../../lib/form-memory/unsaved-forms-guard';
import { useLiveConnection } from '../../../lib/live/use-live-connection';
import { paths } from '../../../lib/paths';
import { useToastsPerPage } from '../../../lib/use-toasts-per-page';
import { useNewPasswordFirst } from '../../auth';
import { leaveSite, useDoubleEscape } from '../../quick-exit';
import { AddContentButton, AddContentHint } from '../../add-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { TaglineBanner } from './tagline-banner';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  // Home carries the tagline in its hero, so the banner would only repeat it there.
  const isHome = pathname === paths.root || pathname === paths.home;

  // The app's first screen is drawn: the server's first paint laid over it goes.
  useEffect(() => document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove(), []);
  useDoubleEscape(leaveSite);
  useNewPasswordFirst();
  useToastsPerPage();
  useLiveConnection();

  return (
    <div className={styles.page}>
      <SkipLink />
      <SiteHeader />
      {!isHome && <TaglineBanner />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <AddContentHint />
        <Outlet />
      </main>
      <AddContentButton />
      <SiteFooter />
      <ScrollRestoration />
      <UnsavedFormsGuard />
    </div>
  );
}

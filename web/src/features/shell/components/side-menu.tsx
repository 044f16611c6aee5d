import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './side-menu.module.css';

// The drawer (and its dialog library) only loads on small screens, once someone opens it.
const SideMenuDrawer = lazy(() => import('./side-menu-drawer').then((m) => ({ default: m.SideMenuDrawer })));

const WIDE_SCREEN = '(min-width: 800px)';

/** The "Menu" button and navigation drawer for screens below 800 px. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // A drawer left open while the window widens would cover the full header navigation.
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => query.matches && setOpen(false);
    query.addEventListener('change', closeWhenWide);
    return () => query.removeEventListener('change', closeWhenWide);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu size={24} aria-hidden />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

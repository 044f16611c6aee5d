import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { NotificationBell } from '../../notifications';
import { QuickExitButton } from '../../quick-exit';
import { useHeaderHeightVariable } from '../hooks/use-header-height-variable';
import { MainNav } from './main-nav';
import { SearchForm } from './search-form';
import { SideMenu } from './side-menu';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

const SEARCH_FORM_ID = 'site-search';

export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useHeaderHeightVariable(header);

  function closeSearch() {
    setSearchOpen(false);
    searchToggle.current?.focus();
  }

  return (
    <header ref={header} className={styles.header}>
      <QuickExitButton placement="strip" />
      <div className={styles.bar}>
        <SiteLogo />
        <div className={styles.barNav}>
          <MainNav variant="bar" />
        </div>
        <div className={styles.tools}>
          <QuickExitButton placement="tools" />
          <button
            ref={searchToggle}
            type="button"
            className={searchOpen ? `${styles.iconButton} ${styles.pressed}` : styles.iconButton}
            aria-label="Search"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? SEARCH_FORM_ID : undefined}
            onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
          >
            <Search size={22} aria-hidden />
          </button>
          <NotificationBell className={styles.iconButton} />
          <div className={styles.menu}>
            <SideMenu />
          </div>
        </div>
      </div>
      {searchOpen && <SearchForm id={SEARCH_FORM_ID} onClose={closeSearch} />}
    </header>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import styles from './count-tabs.module.css';

export interface CountTab<V extends string> {
  value: V;
  label: string;
  icon: LucideIcon;
  /** Shown as a badge (a number, or a text such as "1,000+"); left out while unknown. */
  count?: number | string | undefined;
}

interface CountTabsProps<V extends string> {
  /** Names the tab list for screen readers, e.g. "Content about Children". */
  label: string;
  tabs: readonly CountTab<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** The chosen tab's panel; the others are not rendered. */
  children: ReactNode;
}

/** One row of tiles on wide and on small screens; two rows between, where the labels would not fit in one. */
const columns = (count: number) =>
  ({ '--tab-columns': count, '--tab-columns-medium': Math.ceil(count / 2) }) as CSSProperties;

/**
 * Tabs with a count badge each, on Radix's accessible tabs (arrow keys, Home and End move between
 * them). Below 405 px only the icons show; the label stays the tab's accessible name.
 */
export function CountTabs<V extends string>({ label, tabs, value, onValueChange, children }: CountTabsProps<V>) {
  return (
    // Manual activation: arrows move the focus, Enter or Space opens the tab, so browsing the tabs
    // with the keyboard does not load every list on the way (nor fill the history).
    <Tabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      activationMode="manual"
      className={styles.root}
    >
      <Tabs.List aria-label={label} className={styles.list} style={columns(tabs.length)}>
        {tabs.map(({ value: tab, label: tabLabel, icon: Icon, count }) => (
          <Tabs.Trigger key={tab} value={tab} className={styles.trigger} title={tabLabel}>
            {/* The label comes first so that it leads the accessible name ("Articles, 3"); CSS puts it below. */}
            <span className={styles.label}>{tabLabel}</span>
            <span className={styles.top}>
              <Icon className={styles.icon} size={20} aria-hidden />
              {count !== undefined && (
                <span className={styles.count}>
                  <span className="visually-hidden">, </span>
                  {count}
                </span>
              )}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value: tab, label: tabLabel }) => (
        <Tabs.Content key={tab} value={tab} className={styles.panel}>
          {tab === value && (
            <>
              {/* Names the panel; on small screens, where the tabs show only icons, it shows. */}
              <h2 className={styles.panelHeading}>{tabLabel}</h2>
              {children}
            </>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './account-section.module.css';

interface AccountSectionProps {
  /** Also the section's address on the page: /account#{value}. */
  value: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

export function AccountSection({ value, title, icon: Icon, children }: AccountSectionProps) {
  return (
    <Accordion.Item value={value} id={value} className={styles.item}>
      <Accordion.Header className={styles.header}>
        <Accordion.Trigger className={styles.trigger}>
          <Icon className={styles.icon} size={22} aria-hidden />
          <span className={styles.title}>{title}</span>
          <ChevronDown className={styles.chevron} size={22} aria-hidden />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className={styles.content}>
        <div className={styles.inner}>{children}</div>
      </Accordion.Content>
    </Accordion.Item>
  );
}

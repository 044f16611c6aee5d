import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { MainNav } from './main-nav';
import styles from './side-menu.module.css';

interface SideMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SideMenuDrawer({ open, onOpenChange }: SideMenuDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <X size={24} aria-hidden />
            </Dialog.Close>
          </div>
          <MainNav variant="drawer" onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

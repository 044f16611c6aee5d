import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from './button';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** An optional in-site link shown beside Close, e.g. SIGNUP. */
  extraLink?: { to: string; label: string };
  /** An optional main action shown beside Close. */
  action?: ModalAction;
  /** The dismissing button's text, "Close" unless the dialog asks a question (e.g. "Cancel"). */
  closeLabel?: string;
  /** The id of the body's text that says what the dialog is about, read out when it opens. */
  descriptionId?: string;
  /** Where the focus goes when the dialog closes; what had it when the dialog opened, unless given. */
  focusOnClose?: HTMLElement | null;
}

interface ModalAction {
  label: string;
  onClick?: () => void;
  /** The id of a form in the body: the action submits it, so Enter in a field does the same. */
  form?: string;
  /** Shows the button's spinner while the action runs. */
  busy?: boolean;
  /** Not yet possible (e.g. a confirmation still to be typed). */
  disabled?: boolean;
}

/** The generic modal: title, body, a Close button and an optional link and action. */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  extraLink,
  action,
  closeLabel = 'Close',
  descriptionId,
  focusOnClose,
}: ModalProps) {
  // Opened from code rather than a Radix trigger, the dialog would drop the focus on close: it goes
  // back to what had it when the dialog opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = (event: Event) => {
    const target = focusOnClose ?? returnFocusTo.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={descriptionId}
          onOpenAutoFocus={rememberFocus}
          onCloseAutoFocus={restoreFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.iconClose} aria-label="Close dialog">
              <X size={22} aria-hidden />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>
            {extraLink && (
              <Link to={extraLink.to} className={buttonClassName('secondary')} onClick={() => onOpenChange(false)}>
                {extraLink.label}
              </Link>
            )}
            {action && (
              <Button
                type={action.form ? 'submit' : 'button'}
                form={action.form}
                busy={action.busy}
                disabled={action.disabled}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            )}
            <Dialog.Close className={buttonClassName('ghost')}>{closeLabel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

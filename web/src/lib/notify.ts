import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { createElement, type CSSProperties } from 'react';
import toast from 'react-hot-toast';
import { trackToast, type ToastKind } from './page-toasts';

const KINDS: Record<ToastKind, { icon: LucideIcon; colour: string; urgent: boolean }> = {
  success: { icon: CircleCheck, colour: 'var(--color-success)', urgent: false },
  info: { icon: Info, colour: 'var(--color-info)', urgent: false },
  warning: { icon: TriangleAlert, colour: 'var(--color-warning)', urgent: true },
  error: { icon: CircleAlert, colour: 'var(--color-error)', urgent: true },
};

export const toastBaseStyle: CSSProperties = {
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  fontSize: 'var(--font-size-sm)',
  lineHeight: 1.5,
  borderRadius: 'var(--radius-sm)',
  boxShadow: 'var(--shadow-raised)',
  padding: '12px 14px',
  maxWidth: '380px',
};

interface NotifyOptions {
  /** Same id replaces the earlier toast instead of stacking a duplicate; by default the kind and message make the id. */
  id?: string;
  duration?: number;
  /** Raised just before a redirect, about the page it opens (e.g. why the login form shows): it stays there. */
  forNextPage?: boolean;
}

function show(kind: ToastKind, message: string, { forNextPage = false, ...options }: NotifyOptions = {}): string {
  const { icon, colour, urgent } = KINDS[kind];
  const id = options.id ?? `${kind}:${message}`;
  trackToast(id, kind, forNextPage);
  return toast(message, {
    ...options,
    id,
    icon: createElement(icon, { size: 22, color: colour, 'aria-hidden': true, style: { flexShrink: 0 } }),
    style: { ...toastBaseStyle, borderLeft: `5px solid ${colour}` },
    ariaProps: urgent ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
};

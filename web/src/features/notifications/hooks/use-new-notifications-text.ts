import { useEffect, useRef, useState } from 'react';

export interface Announcement {
  text: string;
  /** Tells two equal announcements apart, so the second is read out too. */
  serial: number;
}

/** "1 new notification" or "N new notifications" when the unread count rises while the page is open; null before. */
export function useNewNotificationsText(unread: number | null, known: boolean): Announcement | null {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (!known || unread === null) {
      last.current = null;
      return;
    }
    const before = last.current;
    last.current = unread;
    if (before === null || unread <= before) return;
    const rise = unread - before;
    setAnnouncement((previous) => ({
      text: rise === 1 ? '1 new notification' : `${rise} new notifications`,
      serial: (previous?.serial ?? 0) + 1,
    }));
  }, [unread, known]);
  return announcement;
}

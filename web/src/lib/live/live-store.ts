import { create } from 'zustand';

/** `live`: the stream is open and notices arrive; `connecting`: it is (re)opening; `off`: the page works without. */
export type LiveStatus = 'connecting' | 'live' | 'off';

interface LiveState {
  status: LiveStatus;
  /** The id of the last message this tab took: where a new stream resumes, so nothing is missed or doubled. */
  lastEventId: string | null;
}

/** The tab's one live stream, as screens may read it (e.g. the bell polls only while it is not live). */
export const useLiveStore = create<LiveState>()(() => ({ status: 'off', lastEventId: null }));

/** True while notices arrive, so a screen may stop asking on a timer. */
export const useLive = (): boolean => useLiveStore((state) => state.status === 'live');

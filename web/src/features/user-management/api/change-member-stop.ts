import { api } from '../../../lib/api';

export interface MemberStopChanged {
  uid: number;
  stopped: boolean;
  message: string;
}

/** Stops a spammer (`stop`), or lifts the stop. */
export const changeMemberStop = (uid: number, stop: boolean) =>
  stop
    ? api.post<MemberStopChanged>(`/admin/users/${uid}/stop`)
    : api.delete<MemberStopChanged>(`/admin/users/${uid}/stop`);

import { createHash } from 'node:crypto';

// One function builds each stream id, so a stream's name is spelled in one place.
export const userStream = (uid: number) => `user-${uid}`;

const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
// Hashed so that a stream id never carries the email or name itself.
export const emailReservationStream = (email: string) => `reservation-email-${digest(email)}`;
export const usernameReservationStream = (username: string) => `reservation-username-${digest(username)}`;

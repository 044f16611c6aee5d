/** Time is passed in, so deciders, jobs and tests can control it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
export const CLOCK = Symbol('Clock');

/** Time source; tests inject a controllable one. Structurally the same as the backend's. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

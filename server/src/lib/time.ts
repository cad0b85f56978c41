/** The current time; a parameter wherever a rule depends on it, so tests can move the clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

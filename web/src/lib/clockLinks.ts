/**
 * Where the time-tracking clock's "stop at…" form opens: the header of every time-tracking screen opens it for this
 * hash. Shared so that a clock reminder in the bell links to it without importing the time-tracking feature.
 */
export const CLOCK_STOP_AT_HASH = '#stop-at';

export const CLOCK_STOP_AT_PATH = `/service/timetracking${CLOCK_STOP_AT_HASH}`;

/** The budgets screen, where a budget notification leads. */
export const TIME_BUDGETS_PATH = '/service/timetracking/manage/budgets';

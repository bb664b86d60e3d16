/**
 * Usage times are China Standard Time (UTC+8, no daylight saving): statistics count per Beijing day.
 * Internally a time is "local seconds": seconds since 1970-01-01 00:00 on the UTC+8 wall clock, so the
 * day and hour are plain arithmetic and formatting needs no time-zone database.
 */
export const DAY_SECONDS = 86_400;
const OFFSET_SECONDS = 8 * 3600;

/** YYYY-MM-DD -> local seconds at 00:00 of that day. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** local seconds -> YYYY-MM-DD */
export const dayOf = (localSeconds: number) => new Date(localSeconds * 1000).toISOString().slice(0, 10);

// the text of the last second formatted: a busy server records thousands of requests within one second, and
// the statistics tables list the newest of them, so most calls repeat the one before
let lastSecond = Number.NaN;
let lastText = '';

/** local seconds -> ISO 8601 with the +08:00 offset, e.g. 2026-11-15T09:30:12+08:00 */
export const formatTime = (localSeconds: number) => {
  const second = Math.floor(localSeconds);
  if (second !== lastSecond) {
    lastText = `${new Date(second * 1000).toISOString().slice(0, 19)}+08:00`;
    lastSecond = second;
  }
  return lastText;
};

/** ISO 8601 (any offset) -> local seconds; NaN when unparsable. */
export const parseTime = (iso: string) => Date.parse(iso) / 1000 + OFFSET_SECONDS;

export const addDays = (day: string, days: number) => dayOf(dayStart(day) + days * DAY_SECONDS);

/** 0 Sunday ... 6 Saturday */
export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The clock of the running server, shifted so that the real current day maps to the configured "today"
 * (MOCK_TODAY): records made now land on the dataset's today, at the real time of day. With the default
 * today (the real date) the shift is zero.
 */
export interface Clock {
  /** local seconds now */
  nowSeconds(): number;
  /** ISO 8601 now, +08:00 */
  now(): string;
  today: string;
}

export const makeClock = (today: string, realNow: () => number = Date.now): Clock => {
  const realLocal = () => realNow() / 1000 + OFFSET_SECONDS;
  const shift = dayStart(today) - Math.floor(realLocal() / DAY_SECONDS) * DAY_SECONDS;
  const nowSeconds = () => realLocal() + shift;
  return { nowSeconds, now: () => formatTime(nowSeconds()), today };
};

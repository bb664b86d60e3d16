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

// texts already written, by second: the request recorder formats the time of every request (thousands within
// one second under load), and a statistics table rebuilt after each recorded request formats the same users'
// last visits again; emptied when full, so it stays a few megabytes
const formatted = new Map<number, string>();
const FORMATTED_LIMIT = 50_000;

/** local seconds -> ISO 8601 with the +08:00 offset, e.g. 2026-11-15T09:30:12+08:00 */
export const formatTime = (localSeconds: number) => {
  const second = Math.floor(localSeconds);
  let text = formatted.get(second);
  if (text === undefined) {
    text = `${new Date(second * 1000).toISOString().slice(0, 19)}+08:00`;
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    formatted.set(second, text);
  }
  return text;
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

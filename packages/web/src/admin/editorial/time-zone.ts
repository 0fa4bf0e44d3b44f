/*
 * Schedule times are shown and typed in the site's time zone (GRAIN_TIME_ZONE), whatever the
 * browser's: Intl knows every IANA zone, so no date library is needed.
 */

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function partsIn(time: number, timeZone: string): Parts {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = Object.fromEntries(format.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const utcOf = (parts: Parts) => Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
const offsetAt = (time: number, timeZone: string) => utcOf(partsIn(time, timeZone)) - Math.floor(time / 60000) * 60000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the date and time inputs show it in the zone ("2026-03-29", "02:30"). */
export function zonedInputs(iso: string, timeZone: string): { date: string; time: string } {
  const parts = partsIn(Date.parse(iso), timeZone);
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/** The instant of a wall-clock date and time in the zone, as ISO (UTC). Null when not a date. */
export function instantOf(date: string, time: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(clock[1]), Number(clock[2]));
  // The offset at the guess, then at the result: right across a change of summer time.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An instant for people: "28 Nov 2026, 18:05" in the zone (the browser's when none is known). */
export function formatWhen(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

import { type EditorialSettings, editorialSettingsSchema } from '@grain/contract/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueries } from '../../api/admin/admin-queries.ts';
import { api } from '../../api/client.ts';

/*
 * Times in the site's own time zone (GRAIN_TIME_ZONE): schedules are chosen and shown there,
 * whatever zone the editor's browser is in.
 */

export const editorialSettingsQuery = () =>
  queryOptions({
    queryKey: [...adminQueries.all(), 'editorial-settings'],
    queryFn: async ({ signal }) =>
      editorialSettingsSchema.parse(await api<EditorialSettings>('/editorial/settings', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The site's time zone once known; the browser's until then. */
export function useSiteTimeZone(): string {
  const settings = useQuery(editorialSettingsQuery());
  return settings.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "28 Nov 2026, 09:00" in the zone. */
export function formatSiteTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** The wall-clock parts of an instant in a zone. */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value on the zone's clock: "2026-12-01T09:00". */
export function toSiteLocal(iso: string, zone: string): string {
  const wall = wallClock(new Date(iso).getTime(), zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A `datetime-local` value read on the zone's clock, as a UTC ISO instant; null when it is not
 * a date and time. Around a clock change the offset is taken twice, at the guess and at the result.
 */
export function fromSiteLocal(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - zoneOffset(wall, zone);
  const instant = wall - zoneOffset(guess, zone);
  return new Date(instant).toISOString();
}

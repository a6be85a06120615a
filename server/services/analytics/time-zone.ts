// The analytics' days are the reader's: `timeZone=` names an IANA zone, and a range's
// days, its first and last instants and its day and week buckets are that zone's. Node's Intl knows
// the zones; the databases are told only offsets (see `dayOf` in range-sql.ts), so SQLite and
// PostgreSQL group alike whatever time-zone tables either has.

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Where an offset begins (an ISO instant) and by how many minutes the zone's clocks are then ahead of UTC. */
export interface ZoneOffset {
  from: string;
  minutes: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The zone's wall clock; kept per zone (the query's zone is canonical, so there are a few hundred at most). */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

function wallTime(timeZone: string, instant: number) {
  const parts: Record<string, string> = {};
  for (const part of clockOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The day (YYYY-MM-DD) the zone's calendar shows at the instant. */
export function dayIn(timeZone: string, instant: number = Date.now()): string {
  const { year, month, day } = wallTime(timeZone, instant);
  return `${year}-${month}-${day}`;
}

/** How many minutes the zone's clocks are ahead of UTC at the instant. */
export function offsetAt(timeZone: string, instant: number): number {
  const { year, month, day, hour, minute, second } = wallTime(timeZone, instant);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const wall = new Date(0);
  wall.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  wall.setUTCHours(Number(hour), Number(minute), Number(second));
  return Math.round((wall.getTime() - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/** The instant the zone's day begins: its midnight, or the moment its clocks jump to when they skip midnight. */
export function dayStart(day: string, timeZone: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const first = midnight - offsetAt(timeZone, midnight) * MINUTE;
  // The offset at the first guess can differ from midnight's own near a change of offset: guess again.
  const second = midnight - offsetAt(timeZone, first) * MINUTE;
  const guesses = [Math.min(first, second), Math.max(first, second)];
  return guesses.find((instant) => dayIn(timeZone, instant) === day) ?? guesses[1];
}

/** The zone's offsets from `start` to `end` (ms): the first from `start`, then one per change of the clocks (summer time). */
export function offsetsBetween(timeZone: string, start: number, end: number): ZoneOffset[] {
  const offsets = [{ from: new Date(start).toISOString(), minutes: offsetAt(timeZone, start) }];
  if (timeZone === 'UTC') return offsets;
  // Clocks change at most once a day: look day by day, then find the minute of a change by halving.
  for (let day = start; day < end; day += DAY) {
    const before = offsets[offsets.length - 1].minutes;
    let [early, late] = [day, Math.min(day + DAY, end)];
    if (offsetAt(timeZone, late) === before) continue;
    while (late - early > MINUTE) {
      const middle = early + Math.floor((late - early) / 2 / MINUTE) * MINUTE;
      if (offsetAt(timeZone, middle) === before) early = middle;
      else late = middle;
    }
    offsets.push({ from: new Date(late).toISOString(), minutes: offsetAt(timeZone, late) });
  }
  return offsets;
}

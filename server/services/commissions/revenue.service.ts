import type { MoneyTotal, Revenue, RevenueLine } from '#sdk/schemas/commission';
import type { Currency } from '#sdk/schemas/program-parts';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { revenueRows } from './claim.repository.ts';

const PAID = new Set(['PAID', 'RECEIVED']);
/** Expected revenue is enrolments and raised claims not yet paid (a disputed claim is neither). */
const EXPECTED = new Set(['EXPECTED', 'RAISED']);

const cents = (n: number) => Math.round(n * 100) / 100;

function totals(lines: RevenueLine[], of: 'paid' | 'expected'): MoneyTotal[] {
  const sums = new Map<Currency, number>();
  for (const line of lines) if (line[of]) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line[of]);
  return [...sums].map(([currency, amount]) => ({ currency, amount: cents(amount) }));
}

/**
 * The lines summed by one of their parts (`key` names a group, `part` gives what the answer shows
 * of it), one entry per group and currency, in the order the groups first appear.
 */
function groupBy<T extends object>(
  lines: RevenueLine[],
  key: (line: RevenueLine) => unknown,
  part: (line: RevenueLine) => T,
) {
  const groups = new Map<string, T & { currency: Currency; paid: number; expected: number }>();
  for (const line of lines) {
    const id = `${key(line)}|${line.currency}`;
    const group = groups.get(id) ?? { ...part(line), currency: line.currency, paid: 0, expected: 0 };
    group.paid = cents(group.paid + line.paid);
    group.expected = cents(group.expected + line.expected);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Intakes oldest first, an application without an intake last. */
const byDate = (a: RevenueLine, b: RevenueLine) =>
  (a.intakeStartDate ?? '9999') < (b.intakeStartDate ?? '9999') ? -1 : a.intakeStartDate === b.intakeStartDate ? 0 : 1;

/**
 * GET /commissions/revenue: the agency's paid and expected commission, per currency, in total and
 * by university, intake and counsellor (for the owner and managers: owner-routes.ts).
 */
export async function agencyRevenue(app: App, user: SignedIn): Promise<Revenue> {
  const agency = await requireAgency(app.db, user.id);
  const lines = new Map<string, RevenueLine>();
  for (const row of await revenueRows(app.db, agency.id)) {
    const key = `${row.university_id}|${row.intake_start_date}|${row.member_id}|${row.currency}`;
    const line = lines.get(key) ?? {
      university: { id: row.university_id, name: row.university_name },
      intakeStartDate: row.intake_start_date,
      counsellor: row.member_id === null ? null : { id: row.member_id, email: row.member_email ?? '' },
      currency: row.currency as Currency,
      paid: 0,
      expected: 0,
    };
    if (PAID.has(row.status)) line.paid = cents(line.paid + Number(row.amount));
    if (EXPECTED.has(row.status)) line.expected = cents(line.expected + Number(row.amount));
    lines.set(key, line);
  }
  const all = [...lines.values()].filter((line) => line.paid || line.expected);
  return {
    paid: totals(all, 'paid'),
    expected: totals(all, 'expected'),
    byUniversity: groupBy(
      all,
      (l) => l.university.id,
      (l) => ({ university: l.university }),
    ),
    byIntake: groupBy(
      [...all].sort(byDate),
      (l) => l.intakeStartDate,
      (l) => ({ intakeStartDate: l.intakeStartDate }),
    ),
    byCounsellor: groupBy(
      all,
      (l) => l.counsellor?.id,
      (l) => ({ counsellor: l.counsellor }),
    ),
    lines: all,
  };
}

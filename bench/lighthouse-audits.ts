/**
 * Reading Lighthouse's reports for lighthouse.bench.ts: the median of runs, a category's score,
 * a metric, and the audits that fail in most runs, ranked, with what they point at.
 */

import type { Result } from 'lighthouse';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
export const toScore = (lhr: Result, id: string) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
export const toMetric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Sum of the milliseconds an audit says it would save on LCP, FCP and TBT (its rank). */
function findSavingsMs(audit: Result['audits'][string]) {
  const s = audit.metricSavings ?? {};
  return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0);
}

/**
 * The audits of a category that fail in most runs, weighted metrics first, then by the time
 * they would save: "title (display value): what it points at", as the run of median
 * performance saw them (or the first run they failed in, when they passed in that one).
 */
export function findFailingAudits(lhrs: Result[], categoryId: string): string[] {
  const perf = median(lhrs.map((lhr) => toScore(lhr, 'performance')));
  const shown = [...lhrs].sort(
    (a, b) =>
      Number(toScore(b, 'performance') === perf) - Number(toScore(a, 'performance') === perf),
  );
  const category = shown[0]?.categories[categoryId];
  if (!category) return [];
  const passMark = categoryId === 'performance' ? 0.9 : 1;
  const isFailed = (a: Result['audits'][string]) =>
    a.score !== null &&
    a.score < passMark &&
    !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode);
  const failing = category.auditRefs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => {
      const failed = shown.map((lhr) => lhr.audits[ref.id]).filter((a) => a && isFailed(a));
      return { weight: ref.weight, audit: failed[0], isFailing: failed.length * 2 > lhrs.length };
    })
    .filter((entry) => entry.isFailing && entry.audit !== undefined);
  failing.sort((a, b) => b.weight - a.weight || findSavingsMs(b.audit!) - findSavingsMs(a.audit!));
  return failing.map(({ audit }) => {
    const title = audit!.displayValue ? `${audit!.title} (${audit!.displayValue})` : audit!.title;
    const where = findWhere(audit!);
    return where ? `${title}: ${where}` : title;
  });
}

/** What an audit points at (an issue type, an element, a URL): its first items, bounded. */
function findWhere(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: unknown[] } | undefined;
  const items = (details?.items ?? []) as {
    issueType?: string;
    node?: { selector?: string };
    url?: string;
    items?: { node?: { selector?: string } }[];
  }[];
  return items
    .slice(0, 3)
    .map((i) => i.issueType ?? i.node?.selector ?? i.url ?? i.items?.[0]?.node?.selector ?? '')
    .filter((w) => w !== '')
    .map((w) => w.replace(/^https?:\/\/[^/]+/, ''))
    .map((w) => (w.length > 80 ? `${w.slice(0, 77)}...` : w))
    .join(', ');
}

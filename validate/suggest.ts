/** "Did you mean ...?" for a misspelt name. Pure. */

/** Edit distance (insert, delete, replace, swap of neighbours), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[s.length]![t.length]!;
}

/** The closest candidate when it is close enough to be a slip (a third of the name), else undefined. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const dist = editDistance(name, c);
    if (dist < bestDistance) {
      best = c;
      bestDistance = dist;
    }
  }
  return best !== undefined && bestDistance > 0 && bestDistance <= Math.max(1, Math.floor(name.length / 3)) ? best : undefined;
}

/** A fix naming the closest candidate, else the list of candidates (shortened when long). */
export function suggestion(name: string, candidates: readonly string[], what: string): string {
  const near = closest(name, candidates);
  if (near) return `did you mean "${near}"?`;
  const shown = candidates.length > 12 ? `${candidates.slice(0, 12).join(', ')}, ... (${candidates.length} in all)` : candidates.join(', ');
  return `use one of the ${what}: ${shown}`;
}

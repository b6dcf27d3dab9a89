// What the processes a command started cost the machine, as Linux counts it (issue 59).
/** The suite's budget (issue 59): what a quiet 2-core machine should spend on `npm test`. */
export const CPU_BUDGET_SECONDS = 400;

/** User and system CPU-seconds of the waited-for children, from /proc/<pid>/stat (fields 16 and 17, in clock ticks). */
export function childrenCpuSeconds(stat: string, ticksPerSecond: number): { user: number; system: number } {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { user: field(16) / ticksPerSecond, system: field(17) / ticksPerSecond };
}

// A control group of the command's own, so its CPU figure holds every process it starts (issue 59).
// /proc's children times count only processes their parents waited for: Chromium's helpers and the
// children of a server stopped by a signal are reparented to init and their CPU was lost (a
// sampler saw 318 CPU-s in a dev-server run the children times called 156). The kernel keeps a
// group's usage after its processes end, and a process started inside stays inside.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a group's CPU use is read, for the two cgroup layouts Linux has. */
interface Layout {
  /** Where the hierarchy is mounted, and the file at its root that says it is. */
  mount: string;
  marker: string;
  /** This process's group in that hierarchy, from a line of /proc/self/cgroup ("2:cpuacct:/x"). */
  owns(line: string[]): boolean;
  /** Nanoseconds of user and system time of everything that ran in the group folder `dir`. */
  usage(dir: string): { userNs: number; systemNs: number };
}

const layouts: Layout[] = [
  {
    // cgroup v1: the cpuacct controller's own hierarchy.
    mount: '/sys/fs/cgroup/cpuacct',
    marker: 'cpuacct.usage_user',
    owns: ([, controllers]) => (controllers ?? '').split(',').includes('cpuacct'),
    usage: (dir) => ({
      userNs: Number(readFileSync(join(dir, 'cpuacct.usage_user'), 'utf8')),
      systemNs: Number(readFileSync(join(dir, 'cpuacct.usage_sys'), 'utf8')),
    }),
  },
  {
    // cgroup v2: one hierarchy; cpu.stat's usage lines are kept whether or not the cpu controller is on.
    mount: '/sys/fs/cgroup',
    marker: 'cgroup.controllers',
    owns: ([id, controllers]) => id === '0' && controllers === '',
    usage: (dir) => {
      const stat = cpuStatV2(readFileSync(join(dir, 'cpu.stat'), 'utf8'));
      return { userNs: stat.user_usec * 1000, systemNs: stat.system_usec * 1000 };
    },
  },
];

/** The folder of this process's group in `layout`'s hierarchy, if it is mounted. */
function currentGroup(layout: Layout): string | undefined {
  if (!existsSync(join(layout.mount, layout.marker))) return undefined;
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .map((l) => l.split(':'))
    .find((fields) => layout.owns(fields));
  return line ? join(layout.mount, line.slice(2).join(':')) : undefined;
}

/** cgroup v2's cpu.stat ("usage_usec 12\nuser_usec 10\n..."), as numbers by name. */
export function cpuStatV2(text: string): Record<'user_usec' | 'system_usec', number> {
  const fields = new Map(text.split('\n').map((line) => line.trim().split(/\s+/) as [string, string]));
  return { user_usec: Number(fields.get('user_usec') ?? NaN), system_usec: Number(fields.get('system_usec') ?? NaN) };
}

export interface CpuGroup {
  /** User and system CPU-seconds of everything that ran in the group so far, ended or not. */
  seconds(): { user: number; system: number };
  /** Moves this process back out and removes the group (left if a process still runs in it). */
  close(): void;
}

/**
 * Makes a group for this process and moves it in, so every process it starts from now on is
 * counted; undefined where groups cannot be made (no cgroup file system, not allowed).
 */
export function joinCpuGroup(name = `hub-cpu-${process.pid}`): CpuGroup | undefined {
  for (const layout of layouts) {
    const home = currentGroup(layout);
    if (!home) continue;
    const dir = join(home, name);
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));
      layout.usage(dir);
    } catch {
      leave(home, dir);
      continue; // not allowed here (a read-only or delegated hierarchy): try the other layout
    }
    return {
      seconds: () => {
        const { userNs, systemNs } = layout.usage(dir);
        return { user: userNs / 1e9, system: systemNs / 1e9 };
      },
      close: () => leave(home, dir),
    };
  }
  return undefined;
}

/** Moves this process back to `home` and removes `dir`; a process the command left running keeps it. */
function leave(home: string, dir: string): void {
  try {
    writeFileSync(join(home, 'cgroup.procs'), String(process.pid));
    rmdirSync(dir);
  } catch {
    /* never made, or still in use: nothing is lost but an empty folder's name */
  }
}

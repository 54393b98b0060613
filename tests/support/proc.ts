import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Figures of a local process from /proc (Linux): CPU time, resident memory and open sockets. The benchmark
 * and the load tests run client, gateway and upstream on one small machine; these show who spent what.
 */
const TICK_US = 10_000; // USER_HZ is 100 on Linux

/** User plus system CPU time of a process, in microseconds. */
export function processCpuUs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces, so count fields from its closing ')': utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

/** CPU time of this process, in microseconds. */
export function selfCpuUs(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

/**
 * CPU time of every process whose command line holds `marker` (Chromium's pages: `--type=renderer`), in
 * microseconds; a process that ends meanwhile is left out.
 */
export function cpuUsOfProcesses(marker: string): number {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) sum += processCpuUs(Number(pid));
    } catch {
      // ended while listing
    }
  }
  return sum;
}

/** Resident set size of a process, in bytes. */
export function processRss(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** Open sockets of a process (its file descriptors that point at a socket). */
export function processSocketCount(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let n = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) n++;
    } catch {
      // closed while listing
    }
  }
  return n;
}

export interface TcpSocket {
  localPort: number;
  remotePort: number;
  /** Kernel TCP state: 0A listening, 01 established, 06 time-wait, 08 close-wait… */
  state: string;
}

/** The TCP sockets a process holds open, with their ports (from /proc/<pid>/net/tcp and tcp6). */
export function processTcpSockets(pid: number | undefined): TcpSocket[] {
  if (pid === undefined) return [];
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {
      // closed while listing
    }
  }
  const out: TcpSocket[] = [];
  for (const table of ['tcp', 'tcp6']) {
    let text = '';
    try {
      text = readFileSync(`/proc/${pid}/net/${table}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10 || !inodes.has(f[9] as string)) continue;
      const port = (addr: string | undefined) => Number.parseInt(addr?.split(':')[1] ?? '0', 16);
      out.push({ localPort: port(f[1]), remotePort: port(f[2]), state: f[3] as string });
    }
  }
  return out;
}

import { readdirSync, readFileSync } from 'node:fs';

/**
 * The memory of the page a referee looks at: the proportional set size (Pss, or RSS where the kernel
 * gives no smaps_rollup) of the Chromium renderer processes started under this Node process, in MB.
 * Canvas pixels live there in software drawing, outside the JavaScript heap, so the heap alone would
 * hide them. Linux only; null elsewhere.
 */
export function rendererMemoryMb(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  const parent = new Map<string, string>();
  for (const p of pids) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      parent.set(p, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!);
    } catch {
      // gone meanwhile
    }
  }
  const mine = (p: string): boolean => {
    for (let q: string | undefined = p, n = 0; q && q !== '0' && n < 20; q = parent.get(q), n++)
      if (q === String(process.pid)) return true;
    return false;
  };
  let kb = 0;
  for (const p of pids) {
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer') || !mine(p)) continue;
      let text: string;
      try {
        text = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      } catch {
        text = readFileSync(`/proc/${p}/status`, 'utf8');
      }
      const m = /^(?:Pss|VmRSS):\s+(\d+) kB/m.exec(text);
      if (m) kb += Number(m[1]);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

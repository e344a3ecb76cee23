// Runs a command, timing it and sampling the resident memory of its whole process tree.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

/** Each process's parent, from /proc (Linux). */
function parents() {
  const map = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(entry), {ppid: Number(fields[1]), rssPages: Number(fields[21])});
    } catch {
      // The process ended while being read.
    }
  }
  return map;
}

function treeRssBytes(rootPid) {
  const processes = parents();
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, {ppid}] of processes) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return [...inTree].reduce((sum, pid) => sum + (processes.get(pid)?.rssPages ?? 0) * 4096, 0);
}

/** `{code, seconds, peakRssMb}` of `command args`, its output passed through. */
export function measureCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, {stdio: 'inherit', ...options});
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssBytes(child.pid));
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({code, seconds: Number(process.hrtime.bigint() - start) / 1e9, peakRssMb: peak / 2 ** 20});
    });
  });
}

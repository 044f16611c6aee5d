/**
 * Where a server's CPU time went, from the .cpuprofile that `node --cpu-prof` writes: self time
 * per area (our code by folder, each npm package, Node's internals, garbage collection, idle),
 * the functions with the most self time, and our functions with the most inclusive time (time
 * with them on the stack, which is where the work is started from).
 */
import * as fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface TimeShare {
  name: string;
  ms: number;
  /** Of the profile's whole time, idle included. */
  share: number;
}

export interface ProfileSummary {
  file: string;
  seconds: number;
  /** Share of the profile's time the process was not idle. */
  busy: number;
  areas: TimeShare[];
  selfTop: TimeShare[];
  /** Our code (dist/) only: time with the function anywhere on the stack. */
  inclusiveTop: TimeShare[];
  /** The function with the most self time, and whose code called it (the nearest npm package or folder of ours on the stack). */
  topCallers: { name: string; from: TimeShare[] };
}

const SPECIAL = new Set(['(garbage collector)', '(idle)', '(program)', '(root)']);

/** The folder of our code (dist/a/b/…), the npm package, or Node's internals a frame belongs to. */
export function areaOf(frame: ProfileNode['callFrame']): string {
  if (SPECIAL.has(frame.functionName) && frame.url === '') return frame.functionName;
  const url = frame.url;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return `npm ${rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  const dist = url.indexOf('/dist/');
  if (dist >= 0) {
    const parts = url.slice(dist + '/dist/'.length).split('/');
    return `ours ${parts.slice(0, Math.min(2, parts.length - 1)).join('/') || parts[0]}`;
  }
  if (url.startsWith('node:')) return 'node internals';
  return url === '' ? '(native)' : url;
}

function functionKey(frame: ProfileNode['callFrame']): string {
  if (frame.url === '') return frame.functionName || '(anonymous native)';
  const modules = frame.url.lastIndexOf('/node_modules/');
  const dist = frame.url.indexOf('/dist/');
  const where =
    modules >= 0
      ? frame.url.slice(modules + '/node_modules/'.length)
      : dist >= 0
        ? frame.url.slice(dist + '/dist/'.length)
        : frame.url;
  return `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
}

function top(totals: Map<string, number>, whole: number, count: number): TimeShare[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: us / 1000, share: us / whole }));
}

export function summariseCpuProfile(file: string, count = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Sample i lasted until sample i + 1 was taken.
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const whole = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const areas = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    areas.set(areaOf(frame), (areas.get(areaOf(frame)) ?? 0) + us);
    if (!SPECIAL.has(frame.functionName))
      selfByFunction.set(functionKey(frame), (selfByFunction.get(functionKey(frame)) ?? 0) + us);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const callFrame = byId.get(at)!.callFrame;
      // A module's top level (line 1, no name) runs at start-up only: it would head the list for nothing.
      const moduleScope = callFrame.functionName === '' && callFrame.lineNumber === 0;
      if (callFrame.url.includes('/dist/') && !callFrame.url.includes('/node_modules/') && !moduleScope)
        onStack.add(functionKey(callFrame));
    }
    for (const key of onStack) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
  const selfTop = top(selfByFunction, whole, count);
  const topKey = selfTop[0]?.name ?? '';
  const callers = new Map<string, number>();
  for (const [id, us] of selfUs) {
    if (functionKey(byId.get(id)!.callFrame) !== topKey) continue;
    let caller = '(none)';
    for (let at = parent.get(id); at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.url.includes('/node_modules/') || frame.url.includes('/dist/')) {
        caller = areaOf(frame);
        break;
      }
    }
    callers.set(caller, (callers.get(caller) ?? 0) + us);
  }
  const idle = areas.get('(idle)') ?? 0;
  return {
    file,
    seconds: (profile.endTime - profile.startTime) / 1e6,
    busy: 1 - idle / whole,
    areas: top(areas, whole, count),
    selfTop,
    inclusiveTop: top(inclusive, whole, count),
    topCallers: { name: topKey, from: top(callers, whole, 5) },
  };
}

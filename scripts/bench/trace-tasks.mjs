// The main thread of a Chromium performance trace (devtools.timeline) summarised: its tasks, the
// long ones (> 50 ms) with what they mostly did, and the self time by kind of work.

const KIND = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  BlinkGC: 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'V8.Execute': 'script',
};

/** The renderer main thread with the most complete events (the page's). */
function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestCount = -1;
  for (const n of names) {
    const count = events.filter((e) => e.pid === n.pid && e.tid === n.tid && e.ph === 'X').length;
    if (count > bestCount) [best, bestCount] = [n, count];
  }
  return best;
}

/** `{ busy, tasks, long, blocking, byKind }` of the page's main thread; times in ms from navigation. */
export function mainThreadBreakdown(trace) {
  const events = trace.traceEvents ?? trace;
  const main = mainThread(events);
  if (!main) return { busy: 0, tasks: 0, long: [], blocking: 0, byKind: [] };
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? own[0]?.ts ?? 0;
  const tasks = own.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const isTask = new Set(tasks);
  // Self time by kind: each event's duration minus its children's (a stack walk over nested events).
  const byKind = new Map();
  const taskKinds = new Map();
  const stack = [];
  let task = null;
  const charge = (event, ms) => {
    const kind = KIND[event.name] ?? (isTask.has(event) ? 'other (task)' : `other: ${event.name}`);
    byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
    if (task) {
      const kinds = taskKinds.get(task) ?? new Map();
      kinds.set(kind, (kinds.get(kind) ?? 0) + ms);
      taskKinds.set(task, kinds);
    }
  };
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const frame = stack.pop();
      charge(frame.event, (frame.event.dur - frame.children) / 1000);
      if (stack.length) stack.at(-1).children += frame.event.dur;
      else task = null;
    }
  };
  for (const e of own) {
    close(e.ts);
    if (!stack.length) task = isTask.has(e) ? e : null;
    stack.push({ event: e, end: e.ts + e.dur, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const long = tasks
    .filter((t) => t.dur > 50_000)
    .map((t) => {
      const kinds = [...(taskKinds.get(t) ?? [])].sort((a, b) => b[1] - a[1]);
      return {
        start: (t.ts - navigation) / 1000,
        dur: t.dur / 1000,
        top: kinds
          .slice(0, 2)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', '),
      };
    });
  return {
    busy: tasks.reduce((sum, t) => sum + t.dur, 0) / 1000,
    tasks: tasks.length,
    long,
    blocking: long.reduce((sum, t) => sum + t.dur - 50, 0),
    byKind: [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 12),
  };
}

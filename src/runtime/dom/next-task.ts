/**
 * A new task: the browser may paint and handle input before the work that follows, which then
 * does not lengthen the task before it (`scheduler.yield()` where the browser has it, so that the
 * work continues ahead of other queued tasks; otherwise a zero timer). One helper, so every such
 * break in the loader is the same (DESIGN.md: long work is split, not run in one task).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

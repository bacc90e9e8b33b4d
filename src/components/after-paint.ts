/**
 * Runs `callback` once the browser has painted the next frame: work started from a commit's effects
 * (prefetches, a status request) would otherwise run before the frame that shows the data is painted.
 * A task queued from an animation frame callback runs after that frame's paint. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    const timer = setTimeout(callback);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

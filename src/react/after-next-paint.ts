/**
 * Calls `callback` once the browser has painted what was just committed: in a task after the next
 * animation frame, whose style, layout and paint are done by then. Work that no first page needs
 * (fetching and evaluating a chunk) waits for it, so it does not hold up that paint. A hidden page
 * paints no frames: there, in the next task. Answers the function that cancels it.
 * @example useEffect(() => afterNextPaint(() => void prefetchLaterParts()), [])
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const later = () => void (timer = setTimeout(callback, 0))
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    later()
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(later)
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * A request body that would produce `totalBytes` if read to the end, made lazily chunk by chunk,
 * recording how much was actually pulled and whether it was cancelled.
 */
export interface EndlessBody {
  stream: ReadableStream<Uint8Array>
  pulledBytes(): number
  cancelled(): boolean
}

export function endlessBody(totalBytes = 200 * 1024 * 1024, chunkBytes = 16_384): EndlessBody {
  let pulled = 0
  let cancelled = false
  const chunk = new Uint8Array(chunkBytes).fill(0x61)
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk.slice())
      },
      cancel() {
        cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, pulledBytes: () => pulled, cancelled: () => cancelled }
}

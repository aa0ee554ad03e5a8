/**
 * A request body that would produce `totalBytes` if read to the end, made lazily chunk by chunk,
 * recording how much was actually pulled.
 */
export interface EndlessBody {
  stream: ReadableStream<Uint8Array>
  pulledBytes(): number
}

export function endlessBody(totalBytes = 200 * 1024 * 1024, chunkBytes = 16_384): EndlessBody {
  let pulled = 0
  const chunk = new Uint8Array(chunkBytes).fill(0x61)
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk.slice())
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, pulledBytes: () => pulled }
}

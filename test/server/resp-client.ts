import { connect, type Socket } from 'node:net'

/** A minimal RESP2 client for tests: one connection, commands in order, replies parsed. */
export interface RespClient {
  command(args: string[]): Promise<unknown>
  close(): void
}

type Parsed = { value: unknown; end: number } | undefined

export function connectResp(socketPath: string): Promise<RespClient> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(socketPath)
    const pending: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = []
    let buffer = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        const parsed = parse(buffer, 0)
        if (!parsed) break
        buffer = buffer.subarray(parsed.end)
        const waiter = pending.shift()
        if (parsed.value instanceof Error) waiter?.reject(parsed.value)
        else waiter?.resolve(parsed.value)
      }
    })
    socket.once('error', reject)
    socket.once('connect', () =>
      resolve({
        command: (args) =>
          new Promise((done, fail) => {
            pending.push({ resolve: done, reject: fail })
            const parts = args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`)
            socket.write(`*${args.length}\r\n${parts.join('')}`)
          }),
        close: () => socket.destroy(),
      }),
    )
  })
}

function parse(buffer: Buffer, at: number): Parsed {
  const lineEnd = buffer.indexOf('\r\n', at)
  if (lineEnd === -1) return undefined
  const line = buffer.toString('utf8', at + 1, lineEnd)
  const next = lineEnd + 2
  switch (String.fromCharCode(buffer[at]!)) {
    case '+':
      return { value: line, end: next }
    case '-':
      return { value: new Error(line), end: next }
    case ':':
      return { value: Number(line), end: next }
    case '$': {
      const length = Number(line)
      if (length === -1) return { value: null, end: next }
      if (buffer.length < next + length + 2) return undefined
      return { value: buffer.toString('utf8', next, next + length), end: next + length + 2 }
    }
    case '*': {
      const count = Number(line)
      if (count === -1) return { value: null, end: next }
      const items: unknown[] = []
      let end = next
      for (let i = 0; i < count; i++) {
        const item = parse(buffer, end)
        if (!item) return undefined
        items.push(item.value)
        end = item.end
      }
      return { value: items, end }
    }
    default:
      return { value: new Error(`unexpected reply ${line}`), end: next }
  }
}

import { Agent, request } from 'node:http'

/** What a request on the kept-alive connection got. */
export interface KeptAliveAnswer {
  status: number
  /** The local port of the socket it went over: the same port means the same connection. */
  localPort: number
}

/**
 * One client connection kept alive across requests (an `http.Agent` with one socket), as a
 * browser or a host's fetch would hold it. A reset or a socket error rejects.
 */
export function keepAliveClient(origin: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  return {
    send(
      method: string,
      path: string,
      options: { body?: Buffer; headers?: Record<string, string>; chunked?: boolean } = {},
    ): Promise<KeptAliveAnswer> {
      return new Promise((resolve, reject) => {
        const headers: Record<string, string> = { ...options.headers }
        if (options.body && !options.chunked)
          headers['content-length'] = String(options.body.length)
        const outgoing = request(`${origin}${path}`, { method, agent, headers }, (response) => {
          const localPort = response.socket.localPort ?? 0
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode ?? 0, localPort }))
          response.on('error', reject)
        })
        outgoing.on('error', reject)
        // A server that closes after answering (a body past what it drains) may cut the upload
        // short; the answer already counted, and a reset before it still rejects above.
        outgoing.on('socket', (socket) => socket.on('error', () => undefined))
        if (options.body) {
          // In pieces, as a browser uploads, so an early answer can arrive mid-body.
          for (let offset = 0; offset < options.body.length; offset += 65_536) {
            outgoing.write(options.body.subarray(offset, offset + 65_536))
          }
        }
        outgoing.end()
      })
    },
    close: () => agent.destroy(),
  }
}

/** The refusals of issue 16 item 2, each with a body the server does not want. */
export const refusedBodies = {
  oneMegabyte: Buffer.alloc(1_000_000, 0x7b),
  twoHundredKilobytes: Buffer.alloc(200_000, 0x61),
  threeHundredKilobytes: Buffer.alloc(300_000, 0x61),
}

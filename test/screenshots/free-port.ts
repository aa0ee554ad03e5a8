import { createServer } from 'node:net'

/**
 * A TCP port free on 127.0.0.1 right now: `preferred` when it can be bound, else one the system
 * picks. (Another process could take it before it is used; good enough for a documentation tool.)
 */
export async function freePort(preferred: number): Promise<number> {
  return (await tryPort(preferred)) ?? (await tryPort(0))!
}

function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : undefined
      server.close(() => resolve(bound))
    })
  })
}

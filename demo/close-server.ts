import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** Closes a server and its connections; see {@link trackConnections}. */
export type CloseServer = (deadlineMs: number) => Promise<void>

/**
 * Remembers every socket `server` accepts — upgraded ones too, which `closeAllConnections` no
 * longer sees — and answers a close that stops listening, ends idle keep-alive connections, and
 * destroys whatever is still open when `deadlineMs` has passed, so a stuck socket never keeps a
 * stopping demo up.
 */
export function trackConnections(server: Server): CloseServer {
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return (deadlineMs) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy()
      }, deadlineMs)
      server.close(() => {
        clearTimeout(timer)
        resolve()
      })
      server.closeIdleConnections()
    })
}

import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

/** The WebSocket subprotocols of Vite's HMR client (and its reconnect ping). */
const hmrProtocols = ['vite-hmr', 'vite-ping']

/**
 * Whether an upgrade is Vite's HMR socket: one of its subprotocols on its path (the base, `/`),
 * the same test Vite's own listener makes before it takes the socket.
 */
export function isHmrUpgrade(request: IncomingMessage, hmrPath = '/'): boolean {
  const protocol = request.headers['sec-websocket-protocol']
  const path = new URL(request.url ?? '/', 'http://host.invalid').pathname
  return typeof protocol === 'string' && hmrProtocols.includes(protocol) && path === hmrPath
}

/**
 * Answers every `Upgrade:` request that is not Vite's HMR socket with 400 and closes it. Vite's
 * listener ignores such a request and leaves its socket open forever, which kept the demo from
 * shutting down; nothing else on the host server speaks WebSocket. `hmrPath` null: no dev server
 * listens (the built host page), so every upgrade is refused, HMR's included.
 */
export function guardUpgrades(server: Server, hmrPath: string | null = '/'): void {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (hmrPath !== null && isHmrUpgrade(request, hmrPath)) return // Vite's listener takes it
    socket.on('error', () => undefined)
    const body = 'No WebSocket is served on this path.\r\n'
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
      () => socket.destroy(),
    )
  })
}

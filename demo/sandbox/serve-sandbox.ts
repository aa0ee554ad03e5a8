import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import { IncomingMessage, ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { drainAfterAnswer, type DrainOptions } from '../read-node-body'
import type { Sandbox } from './create-sandbox'

/**
 * Serves a sandbox on 127.0.0.1 (loopback only: it holds test data and unauthenticated
 * controls). A request answered before its body was read (401, 404, 413 …) has the rest of the
 * body drained, bounded by `drain`, so a kept-alive connection carries the next request.
 */
export function serveSandbox(
  sandbox: Sandbox,
  options: { port: number; drain?: DrainOptions },
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: (request: Request, env: HttpBindings | Http2Bindings) => {
          // An HTTP/1.1 server (serve's default): HTTP/2 streams carry no leftover body.
          if (env.incoming instanceof IncomingMessage && env.outgoing instanceof ServerResponse) {
            drainAfterAnswer(env.incoming, env.outgoing, options.drain)
          }
          return sandbox.app.fetch(request, env)
        },
        port: options.port,
        hostname: '127.0.0.1',
      },
      (info: AddressInfo) => resolve({ server: server as Server, port: info.port }),
    )
  })
}

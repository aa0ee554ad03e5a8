import { connect } from 'node:net'

/** Sends raw bytes to 127.0.0.1:port and resolves the status line's code and the whole answer. */
export function rawHttp(port: number, text: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('error', reject)
    socket.on('close', () => {
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), text: answer })
    })
    socket.setTimeout(3000, () => socket.destroy())
    socket.end(text)
  })
}

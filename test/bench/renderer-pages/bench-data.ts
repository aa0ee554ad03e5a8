/**
 * The study the bench wrote into the page (renderer-pages-server.ts): the JSON text of the
 * `<script type="application/json" id="bench-data">` element, parsed. Every renderer reads its
 * study this way, so none of them waits for the network.
 */
export function readBenchData<T>(): T {
  const text = document.getElementById('bench-data')?.textContent
  if (!text) throw new Error('The bench page has no #bench-data script: serve it with the bench.')
  return JSON.parse(text) as T
}

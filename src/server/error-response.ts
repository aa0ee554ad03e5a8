/** Builds the service's error body `{ error: { code, message } }` (DESIGN.md §5) as a Response. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error: { code, message } },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )
}

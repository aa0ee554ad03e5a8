export type * from './types'
export { errorStatus } from './error-codes'
export type { KnownErrorCode } from './error-codes'

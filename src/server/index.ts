export { createStudyProxy } from './create-study-proxy'
export type { StudyProxy, StudyProxyHandler } from './create-study-proxy'
export type {
  ClientRateLimitOptions,
  GuardedCall,
  SessionGuard,
  StudyProxyOptions,
} from './study-proxy-options'
export type { StudyProxyStats } from './create-proxy-stats'
export type { UpstreamBudgetOptions } from './create-upstream-budget'
export type { ClientInfo } from './client-id'
export type { ProxyRouteName } from './proxy-routes'
export type { ProxyStore, TokenBucketRule, WindowRule } from './proxy-store'
export { createMemoryStore } from './create-memory-store'
export type { MemoryStoreOptions } from './create-memory-store'
export { createRedisStore } from './create-redis-store'
export type { RedisCommand, RedisStoreOptions } from './create-redis-store'
export { toNodeHandler } from './to-node-handler'
// The typed Study Service client (the link-shortening client comes with issue 10).
export { createStudyServiceClient } from './study-service-client'
export type { StudyServiceClient, StudyServiceClientOptions } from './study-service-client'
export { isStudyServiceError, StudyServiceError } from './study-service-error'
export { paginate } from './study-service-pagination'
export type { Page, Paginated } from './study-service-pagination'
export type { PageOptions, ResultRecords, ResultsCsv, StudyCalls } from './study-service-studies'
export type { SessionCalls } from './study-service-sessions'
export type { InstrumentCalls, LicenseCalls } from './study-service-catalogue'

export { createStudyProxy } from './create-study-proxy'
export type { StudyProxy, StudyProxyHandler } from './create-study-proxy'
export type {
  ClientRateLimitOptions,
  CompressionOptions,
  GuardedCall,
  ResumeOptions,
  SessionGuard,
  StudyProxyOptions,
} from './study-proxy-options'
export type { StudyProxyStats } from './create-proxy-stats'
export type { UpstreamFetch, UpstreamRequestInit } from './call-upstream'
export { standardContentEncoders } from './content-encoders'
export type { ContentEncoder, ContentEncoders } from './content-encoders'
export type { CompressedCoding } from './negotiate-encoding'
export type { UpstreamBudgetOptions } from './create-upstream-budget'
export type { ClientInfo } from './client-id'
export type { ProxyRouteName } from './proxy-routes'
export type { ResumeRecord, ResumeRouteName } from './resume-routes'
export type { ResumeDeadline } from './check-resume-body'
export type { ProxyStore, TokenBucketRule, WindowRule } from './proxy-store'
export { createMemoryStore } from './create-memory-store'
export type { MemoryStoreOptions } from './create-memory-store'
export { createRedisStore } from './create-redis-store'
export type { RedisCommand, RedisStoreOptions } from './create-redis-store'
// The typed Study Service client.
export { createStudyServiceClient } from './study-service-client'
export type { StudyServiceClient, StudyServiceClientOptions } from './study-service-client'
export { isStudyServiceError, StudyServiceError } from './study-service-error'
export { paginate } from './study-service-pagination'
export type { Page, Paginated } from './study-service-pagination'
export type { PageOptions, ResultRecords, ResultsCsv, StudyCalls } from './study-service-studies'
export type { SessionCalls } from './study-service-sessions'
export type { InstrumentCalls, LicenseCalls } from './study-service-catalogue'
// The typed Link-Shortening API client and invitation links to studies (docs/service.md#link-api).
export { createLinkClient } from './link-client'
export type { LinkClient, LinkClientOptions, LinkListOptions } from './link-client'
export { isLinkApiError, LinkApiError } from './link-api-error'
export { buildParticipationUrl, createInviteLink } from './create-invite-link'
export type {
  InviteCampaign,
  InviteLinkOptions,
  ParticipationUrlOptions,
} from './create-invite-link'
export type {
  Link,
  LinkCreateRequest,
  LinkDeleted,
  LinkDetail,
  LinkList,
  LinkStatus,
} from '../api/link-types'
// Webhooks (docs/service.md#events): sign inbound pushes, verify and read outgoing events.
export { signPayload } from './sign-payload'
export { verifySignature } from './verify-signature'
export type {
  SignatureFailureReason,
  VerifySignatureOptions,
  VerifySignatureResult,
} from './verify-signature'
export {
  isServiceEventType,
  isWebhookEventError,
  parseEvent,
  serviceEventTypes,
  WebhookEventError,
} from './parse-event'
export type { WebhookEventErrorReason } from './parse-event'
export type { RawBody } from './webhook-crypto'
export type { InboundPush, ServiceEvent, ServiceEventOf, ServiceEventType } from '../api/types'

export { createStudyProxy } from './create-study-proxy'
export type { StudyProxyHandler, StudyProxyOptions } from './create-study-proxy'
export { toNodeHandler } from './to-node-handler'

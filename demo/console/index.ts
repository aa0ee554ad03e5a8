// The demo's researcher console (issue 11): mount `toNodeHandler(createConsole(…))` for the paths
// isConsolePath accepts.
export { createConsole, isConsolePath } from './create-console'
export type { ConsoleHandler, ConsoleOptions } from './create-console'
export { createConsoleAccess, sessionCookie } from './console-access'
export type { ConsoleAccess } from './console-access'
export { consolePath, consoleUrls, legacyInvitesPath } from './console-paths'

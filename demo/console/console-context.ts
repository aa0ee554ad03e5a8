import type { ReceivedDelivery } from '../event-receiver'
import type { LinkClient, StudyServiceClient } from '../../src/server'
import type { DatasetSnapshots } from './dataset-snapshots'
import type { InstrumentScale } from './instrument-scales'
import type { SandboxControls } from './sandbox-controls'

/** What the console's route handlers work with; built once by createConsole. */
export interface ConsoleContext {
  /** The Study Service, with the console's key. */
  service: StudyServiceClient
  /** Whole datasets and content of a study for the results pages, kept for a few seconds. */
  snapshots: DatasetSnapshots
  /** The link-shortening API, with the same key. */
  links: LinkClient
  /** The sandbox's reviewer and clock controls. */
  sandbox: SandboxControls
  /** The demo receiver's latest webhook deliveries, newest first. */
  deliveries: () => readonly ReceivedDelivery[]
  /** Each instrument's scales with their ranges and bands (read from the instrument files). */
  instrumentScales: () => Map<string, InstrumentScale[]>
  /** The participant page of a study, on the origin the console was asked on. */
  participationUrl: (origin: string) => string
}

/** A route's answer to one request; `params` holds the path's captured parts. */
export type RouteHandler = (
  context: ConsoleContext,
  request: Request,
  url: URL,
  params: string[],
) => Promise<Response>

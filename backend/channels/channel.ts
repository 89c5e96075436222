// What a channel adapter gives the registry (registry.ts): its platform, inbound webhook and settings routes.
import type { Router } from 'express';
import type { Platform } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import type { RouteGroup } from '../http/route';
import type { InboundHandler } from './inbound.worker';

export interface Channel {
  platform: Platform;
  /**
   * Its inbound webhook, served with no session and before any body parser (a platform signs the raw body), at
   * `path` (e.g. /webhook/line).
   */
  inbound?: { path: string; router(ctx: BackendContext): Router };
  /** Routes the owner's console calls for the channel's settings. */
  settings?: RouteGroup[];
  /**
   * Handles one event its webhook accepted (acceptInboundEvents, then a NOTIFY on INBOUND_WAKE_CHANNEL), on whichever
   * replica claims it: answer it through the reply pipeline and deliver the reply to the platform.
   */
  handleEvent?: InboundHandler;
}

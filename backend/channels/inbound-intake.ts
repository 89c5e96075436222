// Stores what concurrent webhook calls accepted in one statement: while one INSERT is on its way, the calls that
// arrive wait for it and go together in the next. Under a burst (a platform delivering to many users at once) the
// database sees a few statements instead of one per call, and each call still gets only its own first deliveries.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { InboundEventRow } from './channel.table';
import { acceptInboundEvents, type NewInboundEvent } from './inbound-events.repository';

interface Waiting {
  events: NewInboundEvent[];
  resolve(rows: InboundEventRow[]): void;
  reject(error: unknown): void;
}

export type InboundIntake = (events: NewInboundEvent[]) => Promise<InboundEventRow[]>;

const keyOf = (platform: string, eventId: string) => `${platform}\n${eventId}`;

export function inboundIntake(db: Kysely<Database>): InboundIntake {
  let waiting: Waiting[] = [];
  let storing = false;

  const store = async (): Promise<void> => {
    storing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const rows = await acceptInboundEvents(
          db,
          batch.flatMap((call) => call.events),
        );
        // A row goes to the first call that sent its event; a second call with the same event got a redelivery.
        const stored = new Map(rows.map((row) => [keyOf(row.platform, row.event_id), row]));
        for (const call of batch) {
          call.resolve(
            call.events.flatMap((event) => {
              const key = keyOf(event.platform, event.eventId);
              const row = stored.get(key);
              stored.delete(key);
              return row ? [row] : [];
            }),
          );
        }
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    storing = false;
  };

  return (events) => {
    if (events.length === 0) return Promise.resolve([]);
    return new Promise<InboundEventRow[]>((resolve, reject) => {
      waiting.push({ events, resolve, reject });
      if (!storing) void store();
    });
  };
}

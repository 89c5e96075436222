// The entity files in the reply pipeline (docs/entities.md):
//   - `entityStep` finds the entities a turn's message names and hands the pipeline a bot whose synonym sets also
//     hold every entity's names (so the Q&A list reads 中正區公所 and 中正區區公所, or a nickname and a catalogue
//     name, as one term when it matches);
//   - its `render` fills an answer's `{entity:type}`: the entity of that type this message named (its canonical
//     value), else the one this visitor named last in this conversation (within the idle time), else nothing (the
//     placeholder is removed and the spaces around it tidied); a recorded turn remembers what it named.
//   - `findEntities` is the same reading for other modules (the entity test, questionnaires).
import { CONVERSATION_IDLE_MS } from '../../schema/rules/constants';
import type { PublicBot } from '../channels/public-bot.cache';
import type { BackendContext } from '../context';
import { recentMentions, rememberMentions } from './entities.repository';
import type { FoundEntity } from './entity-matcher';

export type { FoundEntity };

/** `{entity:district}`: the type as the entity files allow it (ENTITY_TYPE_PATTERN). */
const PLACEHOLDER = /\{entity:([\p{L}\p{N}_-]{1,40})\}/gu;

export interface EntityReading {
  /** The turn's bot, its synonym table holding the entities' names too. */
  bot: PublicBot;
  /** The entities the message names, left to right. */
  found: FoundEntity[];
  /** The reply's text with its `{entity:type}` filled; remembers what the message named when the turn is recorded. */
  render(text: string): Promise<string>;
}

/** The entities a text names, by the bot's active entity files (none when it has none). */
export async function findEntities(ctx: BackendContext, botId: string, text: string): Promise<FoundEntity[]> {
  const matcher = await ctx.caches.entities.get(botId);
  return matcher ? matcher.find(text) : [];
}

/** Each type's first entity in the message. */
function namedByType(found: FoundEntity[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const entity of found) if (!named.has(entity.type)) named.set(entity.type, entity.value);
  return named;
}

/** The text with its placeholders replaced by `valueOf(type)` ('' removes one), spaces around a removal tidied. */
export function fillPlaceholders(text: string, valueOf: (type: string) => string | undefined): string {
  let removed = false;
  const filled = text.replace(PLACEHOLDER, (_whole, type: string) => {
    const value = valueOf(type);
    if (value === undefined) removed = true;
    return value ?? '\u0000';
  });
  if (!removed) return filled;
  return filled
    .replace(/[ \t]*\u0000[ \t]*/g, (gap) => (/^[ \t]/.test(gap) && /[ \t]$/.test(gap) ? ' ' : ''))
    .replace(/ +([,.;:!?，。；：！？、])/g, '$1')
    .trim();
}

export async function entityStep(ctx: BackendContext, turn: { bot: PublicBot; body: { userId: string; message: { text: string } }; record?: boolean }): Promise<EntityReading> {
  const { bot, body } = turn;
  const matcher = await ctx.caches.entities.get(bot.chatbotId);
  const found = matcher ? matcher.find(body.message.text) : [];
  const named = namedByType(found);
  return {
    bot: matcher ? { ...bot, synonyms: matcher.synonymsWith(bot.synonyms) } : bot,
    found,
    async render(text) {
      const now = ctx.now();
      const wanted = [...text.matchAll(PLACEHOLDER)].some(([, type]) => !named.has(type));
      const earlier = wanted && matcher ? await recentMentions(ctx.db, bot.chatbotId, body.userId, new Date(now.getTime() - CONVERSATION_IDLE_MS)) : new Map<string, string>();
      if (turn.record !== false) await rememberMentions(ctx.db, bot.chatbotId, body.userId, named, now);
      return fillPlaceholders(text, (type) => named.get(type) ?? earlier.get(type));
    },
  };
}

// The one read a public channel makes of a bot: its row, its api and web channel switches, its answer settings and
// its widget settings, by vendor id.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function findPublicBotRow(db: Kysely<Database>, vendorId: string) {
  return db
    .selectFrom('chatbots')
    .leftJoin('integrations as api', (join) => join.onRef('api.chatbot_id', '=', 'chatbots.chatbot_id').on('api.platform', '=', 'api'))
    .leftJoin('integrations as web', (join) => join.onRef('web.chatbot_id', '=', 'chatbots.chatbot_id').on('web.platform', '=', 'web'))
    .leftJoin('answer_settings', 'answer_settings.chatbot_id', 'chatbots.chatbot_id')
    .leftJoin('web_plugin_settings', 'web_plugin_settings.chatbot_id', 'chatbots.chatbot_id')
    .select((eb) => [
      'chatbots.chatbot_id',
      'chatbots.account_id',
      'chatbots.robot_name',
      'chatbots.greeting_msg',
      'chatbots.failed_msg',
      'chatbots.postback_msg',
      'chatbots.language',
      sql<boolean>`coalesce(api.active, false)`.as('api_active'),
      sql<boolean>`coalesce(web.active, false)`.as('web_active'),
      'answer_settings.answer_threshold',
      'answer_settings.suggest_threshold',
      'answer_settings.max_suggestions',
      'answer_settings.synonyms',
      'answer_settings.off_topic_filter',
      'web_plugin_settings.trusted_domains',
      'web_plugin_settings.chat_label',
      'web_plugin_settings.header_bg_color',
      'web_plugin_settings.header_text_color',
      'web_plugin_settings.ticker_messages',
      eb.selectFrom('web_plugin_icons').select('hash').whereRef('web_plugin_icons.chatbot_id', '=', 'chatbots.chatbot_id').where('kind', '=', 'robot').as('robot_icon_hash'),
      eb.selectFrom('web_plugin_icons').select('hash').whereRef('web_plugin_icons.chatbot_id', '=', 'chatbots.chatbot_id').where('kind', '=', 'chat').as('chat_icon_hash'),
    ])
    .where('chatbots.vendor_id', '=', vendorId)
    .executeTakeFirst();
}

export type PublicBotRow = NonNullable<Awaited<ReturnType<typeof findPublicBotRow>>>;

// Backend REST answers of the messaging channels' settings: LINE, Facebook Messenger and third party.
// Re-exported by schema/rest.ts, so every layer imports them from there. Secrets never come back: only whether
// each is set and its last four characters.
import type { LineWebhookTestResult } from './rules/line-webhook-answers';

/** What the console may know of a stored secret. */
export interface SecretHintDTO {
  set: boolean;
  /** '' when not set. */
  last_four: string;
}

/** The last reply the channel could not deliver to its platform, and when; null once a delivery succeeds. */
export interface DeliveryErrorDTO {
  /**
   * Why, as a code with its status or seconds (schema/rules/delivery-failures.ts: `token_rejected`,
   * `platform_error@status:503`, `callback_timeout@seconds:10`…); a failure recorded before the codes: the platform's
   * English text.
   */
  message: string;
  /** The platform's own short words on it (LINE's or Graph's message, a connection error's code); null for none. */
  detail: string | null;
  /** ISO 8601. */
  at: string;
  /** Replies in a row not delivered, this one included. */
  count: number;
  /** ISO 8601: when the first of them failed. */
  since: string;
}

/** GET /line/{id}/line-webhook-service, and the answer of PUT /line/{botId}/update-data. */
export interface LineSettingsDTO {
  chatbot_id: string;
  /** Where LINE posts the bot's events (set it in LINE Developers, or with set-webhook-url). */
  webhook_url: string;
  channel_secret: SecretHintDTO;
  channel_access_token: SecretHintDTO;
  /** §6: their replies in a group are not treated as user questions. */
  human_agents: string[];
  /** How long the bot stays quiet in a chat after a human agent replied there. */
  quiet_minutes: number;
  /** Whether an answered reply offers 👍 / 👎 quick replies that rate it; false until the owner turns it on. */
  ask_feedback: boolean;
  last_delivery_error: DeliveryErrorDTO | null;
}

/** PUT /webhook/line/webhook/set-webhook-url/ { chatbot_id }: LINE's answer to setting the endpoint. */
export interface LineSetWebhookUrlDTO {
  success: boolean;
  webhook_url: string;
  message: string;
}

/** POST /webhook/line/webhook/test/ { chatbot_id }: LINE's test of the endpoint. */
export interface LineWebhookTestDTO {
  success: boolean;
  /** What the test found, as the console words it (schema/rules/line-webhook-answers.ts); `unknown` for a reason LINE did not document. */
  code: LineWebhookTestResult;
  /** The status the webhook answered LINE; zero or less when it gave none. */
  status_code: number;
  /** LINE's own reason (COULD_NOT_CONNECT, REQUEST_TIMEOUT, ERROR_STATUS_CODE, UNCLASSIFIED; OK on success). */
  reason: string;
  /** LINE's own short words on it, made safe (no token, no URL past its origin); '' for none. */
  detail: string;
  timestamp: string;
}

/** GET /facebook/{id}/facebook-webhook-service, and the answer of PUT /facebook/{botId}/update-data. */
export interface FacebookSettingsDTO {
  chatbot_id: string;
  webhook_url: string;
  page_access_token: SecretHintDTO;
  verify_token: SecretHintDTO;
  app_secret: SecretHintDTO;
  human_agents: string[];
  quiet_minutes: number;
  /** Whether an answered reply offers 👍 / 👎 quick replies that rate it; false until the owner turns it on. */
  ask_feedback: boolean;
  /**
   * The Page the access token belongs to (Graph's `GET /me` when the token was saved); only its events are answered.
   * Null when Graph could not say: then every event the app sends is.
   */
  page: { id: string; name: string } | null;
  last_delivery_error: DeliveryErrorDTO | null;
}

/** GET /third-party/{id}/settings, and the answer of PUT /third-party/{botId}/update-data. */
export interface ThirdPartySettingsDTO {
  chatbot_id: string;
  /** Where the third party posts its users' messages. */
  webhook_url: string;
  /** Signs the requests both ways. */
  secret: SecretHintDTO;
  /** Where the bot's replies are posted; null until the owner gives one. */
  callback_url: string | null;
  last_delivery_error: DeliveryErrorDTO | null;
}

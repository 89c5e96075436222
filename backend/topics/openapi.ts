// OpenAPI response shapes of the topic Q&A; the paths come from the route table.
import { dateTime, integer, object, ref, string } from '../openapi/builders';

export const topicSchemas = {
  TopicGroup: object({ group_id: string, question: { type: 'string', description: "The group's first question: its button's text." } }),
  Topic: object({
    topic_id: string,
    name: string,
    description: string,
    active: { type: 'boolean', description: 'Only active topics with groups are in the menu.' },
    position: { ...integer, description: '0-based place in the menu.' },
    groups: { type: 'array', items: ref('TopicGroup') },
    created_at: dateTime,
    updated_at: dateTime,
  }),
  TopicData: object({
    chatbot_id: string,
    menu_keyword: { type: ['string', 'null'], description: "The owner's keyword; null = the bot language's default (選單, 选单, menu, メニュー), '' = none." },
    effective_menu_keyword: string,
    topics: { type: 'array', items: ref('Topic') },
  }),
};

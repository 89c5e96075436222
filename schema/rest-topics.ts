// Topic Q&A REST shapes (/topic/{botId}/…), shared by backend, BFF and web.

export interface TopicGroupDTO {
  group_id: string;
  /** The group's first question: what its button says in the topic's menu. */
  question: string;
}

export interface TopicDTO {
  topic_id: string;
  name: string;
  description: string;
  /** Only active topics with at least one group are in the menu. */
  active: boolean;
  /** 0-based place in the menu. */
  position: number;
  /** In the order the topic lists them. */
  groups: TopicGroupDTO[];
  created_at: string;
  updated_at: string;
}

/** Every answer of /topic/{botId}/…: the bot's topics and menu keyword as they now are. */
export interface TopicDataDTO {
  chatbot_id: string;
  /** The owner's keyword; null = the bot language's default, '' = none. */
  menu_keyword: string | null;
  /** The keyword the bot answers with its menu ('' when none). */
  effective_menu_keyword: string;
  topics: TopicDTO[];
}

// The backend's topic Q&A of one bot (/topic/{botId}/…): topics, their groups, order and the menu keyword.
import type { TopicDataDTO } from '../../schema/rest';
import { BackendAPI, segment } from './BackendAPI';

export interface TopicChange {
  name?: string;
  description?: string;
  active?: boolean;
  position?: number;
}

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class TopicAPI extends BackendAPI {
  async getData(botId: string): Promise<TopicDataDTO> {
    return this.get<TopicDataDTO>(`/topic/${segment(botId)}/topics/`);
  }

  async create(botId: string, name: string, description: string, requestKey?: string): Promise<TopicDataDTO> {
    return this.post<TopicDataDTO>(`/topic/${segment(botId)}/topics/`, { body: { name, description, ...(requestKey === undefined ? {} : { request_key: requestKey }) } });
  }

  async update(botId: string, topicId: string, change: TopicChange): Promise<TopicDataDTO> {
    return this.put<TopicDataDTO>(`/topic/${segment(botId)}/topics/${segment(topicId)}/`, { body: change });
  }

  async remove(botId: string, topicId: string): Promise<TopicDataDTO> {
    return this.delete<TopicDataDTO>(`/topic/${segment(botId)}/topics/${segment(topicId)}/`);
  }

  async setGroups(botId: string, topicId: string, groupIds: string[]): Promise<TopicDataDTO> {
    return this.put<TopicDataDTO>(`/topic/${segment(botId)}/topics/${segment(topicId)}/groups/`, { body: { group_ids: groupIds } });
  }

  async reorder(botId: string, topicIds: string[]): Promise<TopicDataDTO> {
    return this.put<TopicDataDTO>(`/topic/${segment(botId)}/order/`, { body: { topic_ids: topicIds } });
  }

  async setMenuKeyword(botId: string, menuKeyword: string | null): Promise<TopicDataDTO> {
    return this.put<TopicDataDTO>(`/topic/${segment(botId)}/settings/`, { body: { menu_keyword: menuKeyword } });
  }
}

// The backend's chatbot area: list, detail, create (multipart with files), modify, tools and delete.
import type { ChatbotDetailDTO, ChatbotListDTO, ChatbotToolsDTO, StatusDTO } from '../../schema/rest';
import type { TemplateDTO } from '../../schema/rest-templates';
import type { Tools } from '../../schema/rules/constants';
import type { CreateFromTemplateBody } from '../../schema/rules/templates';
import type { CreateChatbotPayload, DeleteChatbotBody, ModifyChatbotBody } from '../../schema/rules/validation';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class ChatbotAPI extends BackendAPI {
  async listChatbots(): Promise<ChatbotListDTO> {
    return this.get<ChatbotListDTO>('/chatbot/chatbots-list');
  }

  async getChatbot(id: string): Promise<ChatbotDetailDTO> {
    return this.get<ChatbotDetailDTO>(`/chatbot/${segment(id)}/detail`);
  }

  /** The backend takes the payload as a JSON string field beside the files (PRODUCT.md §7). */
  async createChatbot(payload: CreateChatbotPayload, files: DecodedFile[]): Promise<ChatbotDetailDTO> {
    const form = new FormData();
    form.append('payload', JSON.stringify(payload));
    for (const file of files) {
      form.append('files', uploadBlob(file), file.fileName);
    }
    return this.post<ChatbotDetailDTO>('/chatbot/v2/create-chatbot', { body: form });
  }

  async listTemplates(language: string): Promise<TemplateDTO[]> {
    return this.get<TemplateDTO[]>('/templates', { params: { language } });
  }

  async createFromTemplate(body: CreateFromTemplateBody): Promise<ChatbotDetailDTO> {
    return this.post<ChatbotDetailDTO>('/chatbot/v2/create-from-template', { body });
  }

  async modifyChatbot(id: string, body: ModifyChatbotBody): Promise<ChatbotDetailDTO> {
    return this.put<ChatbotDetailDTO>(`/chatbot/${segment(id)}/modify-detail`, { body });
  }

  async getTools(id: string): Promise<ChatbotToolsDTO> {
    return this.get<ChatbotToolsDTO>(`/chatbot/${segment(id)}/tools/`);
  }

  async updateTools(id: string, tools: Tools): Promise<ChatbotToolsDTO> {
    return this.put<ChatbotToolsDTO>(`/chatbot/${segment(id)}/tools/`, { body: { tools } });
  }

  async deleteChatbot(id: string, confirmation: DeleteChatbotBody): Promise<StatusDTO> {
    return this.delete<StatusDTO>(`/chatbot/${segment(id)}/delete-chatbot`, { body: confirmation });
  }
}

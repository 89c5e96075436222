// The backend's public API (/webhook/api/v2/{vendorId}) as the console's test chat calls it: the owner's
// Bearer token plus X-Test-Chat, so the bot answers even with the api channel off and adds its debug.
import type { PublicMessageReply } from '../../schema/rest';
import type { PublicMessageBody } from '../../schema/rules/validation';
import { BackendAPI, segment } from './BackendAPI';

export class PublicChatAPI extends BackendAPI {
  async sendTestMessage(vendorId: string, body: PublicMessageBody): Promise<PublicMessageReply> {
    return this.post<PublicMessageReply>(`/webhook/api/v2/${segment(vendorId)}`, { body, headers: { 'x-test-chat': '1' } });
  }
}

// Mutation.sendTestMessage: the console's test chat. It talks to the bot the way end users do, through the
// public API at the bot's vendor id, with the owner's token and X-Test-Chat so the reply carries the
// engine's decision; a chosen similar-question button goes back as a postback.
import type { MutationResolvers, SendTestMessageInput } from '../../__generated__/resolvers-types';
import type { FieldIssue } from '../../../schema/rules/errors';
import { fieldIssues, MSG, publicMessageSchema, type PublicMessageBody } from '../../../schema/rules/validation';
import { bffError, validationFailed } from '../../errors';
import { testChatReply } from '../../testChatReply';

/** The public API's body field → the GraphQL input field it came from. */
function inputFieldName(restField: string, postback: boolean): string {
  if (restField === 'message.text') return postback ? 'postback.text' : 'text';
  if (restField.startsWith('message.')) return `postback.${restField.slice('message.'.length)}`;
  return restField;
}

/** A button, when given, is what the user did; otherwise the typed text. */
function messageBody(input: SendTestMessageInput): PublicMessageBody {
  const { postback } = input;
  if (!postback && input.text == null) throw validationFailed([{ field: 'text', message: MSG.required }]);
  const body = postback
    ? { userId: input.userId, type: 'postback', message: { id: postback.id, oriQue: postback.oriQue, text: postback.text } }
    : { userId: input.userId, type: 'message', message: { text: input.text } };
  const parsed = publicMessageSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues: FieldIssue[] = fieldIssues(parsed.error).map((issue) => ({ ...issue, field: inputFieldName(issue.field, Boolean(postback)) }));
  throw validationFailed(issues);
}

export const sendTestMessage: NonNullable<MutationResolvers['sendTestMessage']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = messageBody(input);
  const bot = await loaders.chatbotById.load(input.botId);
  if (!bot) throw bffError('BOT_NOT_FOUND');
  const reply = await dataSources.publicChat.sendTestMessage(bot.vendor_id, body);
  return { reply: await testChatReply(reply, bot.chatbot_id, loaders) };
};

// The test chat on /dashboard/bot/:id/test-chat (PRODUCT.md §2 "Test chat"): the owner talks to the bot
// through the same public API path as real users and sees, per reply, what the engine decided. A reply to a typed
// line offers to add that line to the Q&A set, as the history does (the exchange is recorded there), so a question the
// bot missed is taught from where it was found. A lost session keeps the conversation (and a message typed but not
// sent): signing in again comes back to it, and it goes on under the same test user.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, ScrollArea, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MESSAGE_MAX_CHARS } from '../../../../schema/rules';
import { useRescued, useRescueOnLoss } from '../../app/form-rescue';
import { useTestChat_ChatbotQuery, useTestChat_SendMutation, type PostbackInput } from '../../__generated__/graphql';
import { useUntrainedNotice } from '../../bots/UntrainedNotice';
import { errorCodeOf } from '../../forms/graphql-errors';
import { AddToQaModal, useAddToQaDialog } from '../bot-history/AddToQaModal';
import { ChatBubble } from './ChatBubble';
import { keptConversationShape, newTestUserId, type ChatLine, type ChatMessage } from './chat-messages';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

export function TestChatSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="30%" />
      <Skeleton height={420} />
    </Stack>
  );
}

interface ChatPanelProps {
  botId: string;
  botName: string;
  greeting: string;
  /** The signed-in account's e-mail: whose conversation (and typed answer in the add to Q&A dialog) a lost session keeps. */
  account: string;
}

/** Under which name a lost session keeps the bot's test conversation. */
const conversationName = (botId: string) => `test-chat:${botId}`;

function ChatPanel({ botId, botName, greeting, account }: ChatPanelProps) {
  const { t } = useTranslation();
  const kept = useRescued(conversationName(botId), account, keptConversationShape);
  const [userId, setUserId] = useState(() => kept?.userId ?? newTestUserId());
  const [draft, setDraft] = useState(kept?.draft ?? '');
  const [messages, setMessages] = useState<ChatMessage[]>(kept?.messages ?? []);
  const [restored, setRestored] = useState(kept !== null);
  // Lines are numbered in the order they are added: a kept conversation's next is one after its last.
  const nextId = useRef((kept?.messages.at(-1)?.id ?? 0) + 1);
  useRescueOnLoss(conversationName(botId), account, { copy: { userId, draft, messages }, changed: messages.length > 0 || draft.trim() !== '' });
  const viewport = useRef<HTMLDivElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const [send, { loading: sending }] = useTestChat_SendMutation();
  const adding = useAddToQaDialog(botId, account);
  const untrained = useUntrainedNotice(botId);

  const append = (line: ChatLine): number => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...line, id }]);
    return id;
  };

  useEffect(() => {
    // The newest line stays in view as the conversation grows.
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const exchange = async (shown: string, content: { text: string } | { postback: PostbackInput }) => {
    setRestored(false);
    // Sent with the Send button or a suggestion, both held until the reply, the keyboard's place comes back to the
    // message box rather than falling to the page.
    messageBox.current?.focus();
    const lineId = append({ sender: 'user', text: shown });
    try {
      const { data } = await send({ variables: { input: { botId, userId, ...content } } });
      const reply = data?.sendTestMessage.reply;
      if (!reply) return;
      if (reply.type === 'error') append({ sender: 'error', text: reply.text || t('testChat.error'), notTrained: false });
      else append({ sender: 'bot', text: reply.text, reply, ...('text' in content && { asked: { lineId, text: content.text } }) });
    } catch (error) {
      const notTrained = errorCodeOf(error) === 'NOT_TRAINED';
      append({ sender: 'error', text: notTrained ? t('errors.NOT_TRAINED') : t('testChat.error'), notTrained });
    }
  };

  const submit = () => {
    const text = draft.trim();
    if (!text || sending || Array.from(text).length > MESSAGE_MAX_CHARS) return;
    setDraft('');
    void exchange(text, { text });
  };

  const restart = () => {
    setUserId(newTestUserId());
    setMessages([]);
    setDraft('');
    setRestored(false);
  };

  // Characters as the API counts them (code points): an emoji is one.
  const characters = Array.from(draft).length;
  const tooLong = characters > MESSAGE_MAX_CHARS;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="test-chat-title">
      <Group justify="space-between" mb="sm">
        <Title id="test-chat-title" order={2} size="h4">
          {t('testChat.panel')}
        </Title>
        <Button variant="default" size="xs" onClick={restart}>
          {t('testChat.restart')}
        </Button>
      </Group>
      {restored && (
        <Alert color="blue" role="status" mb="sm" withCloseButton closeButtonLabel={t('common.dismissMessage')} onClose={() => setRestored(false)}>
          {t('testChat.restored')}
        </Alert>
      )}
      {untrained.notice && <Stack mb="sm">{untrained.notice}</Stack>}
      <ScrollArea h={420} viewportRef={viewport} type="auto">
        <Stack gap="sm" p="xs" role="log" aria-label={t('testChat.conversation')}>
          <ChatBubble message={{ id: 0, sender: 'bot', text: greeting }} botId={botId} botName={botName} disabled onChoose={() => undefined} />
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              message={message}
              botId={botId}
              botName={botName}
              disabled={sending}
              onChoose={(button) => void exchange(button.text, { postback: { id: button.id, oriQue: button.oriQue, text: button.text } })}
              onAddToQa={adding.open}
            />
          ))}
        </Stack>
      </ScrollArea>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" mt="sm" wrap="nowrap">
          <Textarea
            ref={messageBox}
            style={{ flex: 1 }}
            label={t('testChat.message')}
            autosize
            minRows={1}
            maxRows={4}
            value={draft}
            error={tooLong ? t('validation.messageTooLong') : undefined}
            description={t('testChat.count', { count: characters, max: MESSAGE_MAX_CHARS })}
            onChange={(event) => setDraft(event.currentTarget.value)}
            // Not disabled while a reply is awaited: the cursor stays here (a disabled field drops focus to the page), the
            // next question can be typed, and submit() sends nothing until the reply came.
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter starts a new line; keys composing CJK text are left alone.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
          />
          <Button type="submit" loading={sending} disabled={!draft.trim() || tooLong} mb={tooLong ? 24 : 20}>
            {t('testChat.send')}
          </Button>
        </Group>
      </form>
      <Text size="xs" c="dimmed" mt="xs">
        {t('testChat.hint')}
      </Text>
      <AddToQaModal botId={botId} account={account} item={adding.item} onClose={adding.close} onAdded={untrained.added} keepsItem />
    </Card>
  );
}

export function TestChatPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useTestChat_ChatbotQuery({ variables: { id } });
  const { screen, bot } = useOwnedBot(query, <TestChatSkeleton />);
  if (screen) return screen;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <BotPageTitle section="test-chat" botName={bot.name} />
        <Button component={Link} to={`/dashboard/bot/${bot.id}/batch-test`} variant="light" size="xs">
          {t('batchTest.fromTestChat')}
        </Button>
      </Group>
      <ChatPanel key={bot.id} botId={bot.id} botName={bot.name} greeting={bot.greetingMsg} account={query.data?.me?.email ?? ''} />
    </Stack>
  );
}

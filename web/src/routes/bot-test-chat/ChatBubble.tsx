// One line of the test chat: the owner's message, or the bot's reply with its title, buttons, answer status, the
// group and source that answered, each source's best candidates, the words read as synonyms and the off-topic message
// it was like, and (for a reply to a typed line) a button that adds that line to the Q&A set.
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReplyButton } from '../../__generated__/graphql';
import { ANSWER_STATUS } from '../../../../schema/rules';
import type { ExchangeToAdd } from '../bot-history/AddToQaModal';
import { answerStatusKey, type ChatMessage } from './chat-messages';
import { SourceCandidates } from './SourceCandidates';
import { ErrorBanner } from '../../forms/ErrorBanner';

/** Line breaks kept; a link or any long word wraps anywhere rather than run past the bubble's edge. */
const BUBBLE_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

interface ChatBubbleProps {
  message: ChatMessage;
  botId: string;
  /** Said before each reply to a screen reader, which hears the log's lines without the bubbles' sides. */
  botName: string;
  disabled: boolean;
  onChoose: (button: Pick<ReplyButton, 'id' | 'oriQue' | 'text'>) => void;
  /** Adds the owner's line a reply answered to the Q&A set (the history's dialog); absent on the greeting. */
  onAddToQa?: (exchange: ExchangeToAdd) => void;
}

/** The id of an owner's line, which the add button of the reply to it names as its description. */
const lineTextId = (lineId: number) => `test-chat-line-${lineId}`;

/** Replies the bot could not answer with confidence: their add button is the filled one, as in the history. */
const UNSURE = new Set<number>([ANSWER_STATUS.noAnswer, ANSWER_STATUS.options]);

export function ChatBubble({ message, botId, botName, disabled, onChoose, onAddToQa }: ChatBubbleProps) {
  const { t } = useTranslation();
  if (message.sender === 'user') {
    return (
      <Group justify="flex-end">
        <Paper bg="brand.6" c="white" px="md" py="xs" radius="lg" maw="75%" data-sender="user">
          <VisuallyHidden>{t('testChat.youSaid')}</VisuallyHidden>
          <Text id={lineTextId(message.id)} style={BUBBLE_TEXT}>
            {message.text}
          </Text>
        </Paper>
      </Group>
    );
  }
  if (message.sender === 'error') {
    return (
      <ErrorBanner maw="75%">
        <Text size="sm">{message.text}</Text>
        {message.notTrained && (
          <Anchor component={Link} to={`/dashboard/bot/${botId}/faq`} size="sm">
            {t('testChat.goTrain')}
          </Anchor>
        )}
      </ErrorBanner>
    );
  }
  const reply = message.reply;
  const matched = reply?.matchedGroup;
  const asked = message.asked;
  const exchangeId = reply?.exchangeId;
  return (
    <Group justify="flex-start">
      {/* data-sender: who said it, for the browser tests, which cannot see the sides the bubbles sit on. */}
      <Paper withBorder px="md" py="xs" radius="lg" maw="75%" data-sender="bot">
        <Stack gap={6}>
          <VisuallyHidden>{t('testChat.botSaid', { name: botName })}</VisuallyHidden>
          {reply?.title && reply.title !== message.text && <Text fw={600}>{reply.title}</Text>}
          <Text style={BUBBLE_TEXT}>{message.text}</Text>
          {reply && reply.buttons.length > 0 && (
            <Stack gap={4}>
              {reply.buttons.map((button) => (
                <Button
                  key={button.id}
                  variant="light"
                  size="xs"
                  h="auto"
                  py={6}
                  disabled={disabled}
                  onClick={() => onChoose(button)}
                  // A long suggestion wraps onto more lines instead of being cut: the button grows with it.
                  styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'start', lineHeight: 1.4 }, inner: { justifyContent: 'flex-start' } }}
                >
                  {button.text}
                </Button>
              ))}
            </Stack>
          )}
          {reply && (
            <Box>
              <Group gap="xs">
                <Badge variant="light" size="sm">
                  {t(answerStatusKey(reply.answerStatus))}
                </Badge>
                {matched && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {t('testChat.matched')}{' '}
                    <Anchor component={Link} to={`/dashboard/bot/${botId}/faq`} size="xs">
                      {matched.questions[0] ?? matched.id}
                    </Anchor>
                  </Text>
                )}
              </Group>
              <SourceCandidates reply={reply} />
              {reply.synonyms.map((reading) => (
                <Text key={reading.word} size="xs" c="dimmed">
                  {t('testChat.readAs', { word: reading.word, synonyms: reading.readAs.join(t('testChat.listSeparator')) })}
                </Text>
              ))}
              {reply.entities.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('entities.testChat', { entities: reply.entities.map((entity) => `${entity.type}: ${entity.value}`).join(t('entities.listSeparator')) })}
                </Text>
              )}
              {reply.offTopic && (
                <Text size="xs" c="dimmed">
                  {t('testChat.offTopic', { message: reply.offTopic })}
                </Text>
              )}
              {onAddToQa && asked && exchangeId && (
                <Group mt={6}>
                  <Button
                    size="xs"
                    variant={UNSURE.has(reply.answerStatus) ? 'filled' : 'light'}
                    aria-describedby={lineTextId(asked.lineId)}
                    onClick={() => onAddToQa({ id: exchangeId, question: asked.text })}
                  >
                    {t('history.addToQa.open')}
                  </Button>
                </Group>
              )}
            </Box>
          )}
        </Stack>
      </Paper>
    </Group>
  );
}

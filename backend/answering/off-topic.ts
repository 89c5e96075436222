// The built-in reference of off-topic messages: small talk, general knowledge, requests to the assistant and the
// like, which no organisation's FAQ answers. A visitor's message is ranked against them as against a bot's own
// Q&A list; when it is more like one of them than like any of the bot's groups, the Q&A list offers no group (the
// reply goes on to AutoFAQ, AutoQA and the failed message) rather than an unrelated one: out-of-scope messages share
// everyday words with some FAQ entry, so their scores alone overlap those of real paraphrases. The messages are
// the engine's language pack's (languages/zh-tw/off-topic.txt).
import { buildIndex, type AnswerIndex } from './answer-index';
import { enginePack } from './language-pack';

let reference: AnswerIndex | undefined;

/** The reference messages as an index of one-phrasing groups (built once per process, ≈ 50 ms). */
export function offTopicIndex(): AnswerIndex {
  reference ??= buildIndex(
    enginePack().offTopicMessages.map((text, i) => ({ id: `off-topic-${i}`, questions: [text] })),
    { indexAnswers: false },
  );
  return reference;
}

// Topics through the BFF on a real backend: a create adds a topic at the end of the menu, and one sent again with its
// request key (the dialog's Save pressed again after an answer that never came) leaves one topic holding the last content.
import { errorCodes, graphql } from './test-support/graphqlClient';
import { newOwnerWithBot, startBffStack, type BffStack } from './test-support/stack';

let stack: BffStack;
let owner: { authorization: string; botId: string };

beforeAll(async () => {
  stack = await startBffStack();
  owner = await newOwnerWithBot(stack, { language: 'en' });
});
afterAll(async () => {
  await stack?.close();
});

const CREATE = `mutation Test_CreateTopic($input: CreateTopicInput!) { createTopic(input: $input) { data { topics { id name description } } } }`;
type Created = { createTopic: { data: { topics: { id: string; name: string; description: string }[] } } };

it('adds a topic, and the same create sent again with its request key changes that topic instead of adding one', async () => {
  const send = (input: Record<string, unknown>) => graphql<Created>(stack.bff.url, CREATE, { input: { botId: owner.botId, ...input } }, { authorization: owner.authorization });
  const first = await send({ name: 'Visiting', requestKey: 'topic-dialog-opening-1' });
  expect(first.errors).toBeUndefined();
  const [made] = first.data!.createTopic.data.topics;
  const again = await send({ name: 'Visiting hours', description: 'When and where', requestKey: 'topic-dialog-opening-1' });
  expect(again.data?.createTopic.data.topics).toEqual([{ id: made.id, name: 'Visiting hours', description: 'When and where' }]);
  const refused = await send({ name: 'Money', requestKey: 'short' });
  expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
  expect(refused.errors?.[0].extensions?.fields).toEqual([{ field: 'requestKey', message: 'validation.invalidValue' }]);
  const unkeyed = await send({ name: 'Money' });
  expect(unkeyed.data?.createTopic.data.topics.map((topic) => topic.name)).toEqual(['Visiting hours', 'Money']);
});

// What PostgreSQL's errors mean to the product: a deleted bot's reference, and a deadlock's victim run again.
import { isDeletedBotReference, retryingDeadlocks } from './pg-errors';

const pgError = (code: string, constraint?: string) => Object.assign(new Error(code), { code, constraint });

describe('isDeletedBotReference', () => {
  it("is a foreign key violation of a bot's reference only", () => {
    expect(isDeletedBotReference(pgError('23503', 'conversation_messages_chatbot_id_fkey'))).toBe(true);
    expect(isDeletedBotReference(pgError('23503', 'qa_groups_topic_id_fkey'))).toBe(false);
    expect(isDeletedBotReference(pgError('23505', 'chatbots_chatbot_id_fkey'))).toBe(false);
    expect(isDeletedBotReference(new Error('23503'))).toBe(false);
  });
});

describe('retryingDeadlocks', () => {
  it('runs the work again when it was a deadlock victim, up to three times in all', async () => {
    let runs = 0;
    await expect(retryingDeadlocks(async () => (++runs < 3 ? Promise.reject(pgError('40P01')) : 'deleted'))).resolves.toBe('deleted');
    expect(runs).toBe(3);
    runs = 0;
    await expect(retryingDeadlocks(async () => (++runs, Promise.reject(pgError('40P01'))))).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(3);
  });

  it('throws any other failure at once', async () => {
    let runs = 0;
    await expect(retryingDeadlocks(async () => (++runs, Promise.reject(pgError('23505'))))).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});

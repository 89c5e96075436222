// The one decision over every source's candidates: the best answers whichever source it comes from, close
// candidates of any source become buttons, a source that does not know the message's words is left out, and a
// message more like the off-topic reference than like any candidate gets none.
import { buildIndex, DEFAULT_MATCH_OPTIONS } from '..';
import type { AnswerSource, SourceCandidate, SourceProposal } from './candidates';
import { choose } from './choose';

const options = { ...DEFAULT_MATCH_OPTIONS, offTopicRatio: 0 };

function proposal(source: AnswerSource, confidences: number[], unknownShare = 0): SourceProposal {
  const candidates: SourceCandidate[] = confidences.map((confidence, i) => ({ source, id: `${source}-${i}`, label: `${source} ${i}`, score: confidence, confidence }));
  return { source, candidates, unknownShare };
}

describe('choose', () => {
  it.each(['qa', 'autofaq', 'knowledge'] as const)('lets a confident %s candidate answer when no other source comes close', (winner) => {
    const proposals = (['qa', 'autofaq', 'knowledge'] as const).map((source) => proposal(source, source === winner ? [0.8] : [0.2]));
    const choice = choose(proposals, 'question', options);
    expect(choice).toMatchObject({ kind: 'answer', chosen: { source: winner, id: `${winner}-0` } });
  });

  it('offers close candidates of every source, best first', () => {
    const choice = choose([proposal('qa', [0.5]), proposal('autofaq', [0.55]), proposal('knowledge', [0.48])], 'question', options);
    expect(choice.kind).toBe('suggest');
    expect(choice.close.map((candidate) => candidate.source)).toEqual(['autofaq', 'qa', 'knowledge']);
  });

  it("counts a passage's chunks under one heading as one candidate, neither rivals nor two buttons", () => {
    const chunk = (ordinal: number, label: string, confidence: number): SourceCandidate => ({ source: 'knowledge', id: `file-1:${ordinal}`, label, score: confidence, confidence });
    const passage: SourceProposal = { source: 'knowledge', candidates: [chunk(0, 'How do I renew my card?', 0.5), chunk(1, 'How do I renew my card?', 0.48)], unknownShare: 0 };
    expect(choose([passage], 'question', options)).toMatchObject({ kind: 'answer', chosen: { id: 'file-1:0' }, close: [{ id: 'file-1:0' }] });
    // Another heading of the same file is another passage, and a rival.
    const twoPassages: SourceProposal = { ...passage, candidates: [chunk(0, 'How do I renew my card?', 0.5), chunk(3, 'Where do I collect it?', 0.48)] };
    expect(choose([twoPassages], 'question', options).close.map((candidate) => candidate.id)).toEqual(['file-1:0', 'file-1:3']);
  });

  it('leaves out a source that does not know enough of the message', () => {
    const choice = choose([proposal('qa', [0.2]), proposal('autofaq', [0.9], 0.8)], 'question', options);
    expect(choice.close.map((candidate) => candidate.source)).toEqual(['qa']);
  });

  it('gives none when nothing reaches the suggest threshold', () => {
    expect(choose([proposal('qa', [0.05]), proposal('knowledge', [0.1])], 'question', options)).toMatchObject({ kind: 'none', close: [] });
  });

  it('gives none, naming the reference, when the message is more like an off-topic message than any candidate', () => {
    const reference = buildIndex([{ id: 'weather', questions: ['will it rain tomorrow'] }], { indexAnswers: false });
    const choice = choose([proposal('autofaq', [0.3])], 'will it rain tomorrow', { ...DEFAULT_MATCH_OPTIONS, offTopicReference: reference });
    expect(choice).toMatchObject({ kind: 'none', offTopic: { message: 'will it rain tomorrow' } });
    // The same message with the filter off gets the candidate.
    expect(choose([proposal('autofaq', [0.3])], 'will it rain tomorrow', { ...DEFAULT_MATCH_OPTIONS, answerThreshold: 0.35, offTopicRatio: 0, offTopicReference: reference }).kind).toBe('suggest');
  });
});

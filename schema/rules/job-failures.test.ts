// A job's kept failure reads back as the code it was written as; anything else (a row from before the codes) as text.
import { knowledgeRefusalCode, readJobFailure } from './job-failures';

describe('job failures', () => {
  it('keeps a knowledge refusal with the row or page it points at, and reads it back', () => {
    expect(knowledgeRefusalCode('cell_too_long', { row: 12 })).toBe('cell_too_long@row:12');
    expect(knowledgeRefusalCode('corrupt_pdf', { page: 3 })).toBe('corrupt_pdf@page:3');
    expect(knowledgeRefusalCode('empty')).toBe('empty');
    expect(readJobFailure('cell_too_long@row:12')).toEqual({ kind: 'refusal', reason: 'cell_too_long', row: 12, page: null });
    expect(readJobFailure('corrupt_pdf@page:3')).toEqual({ kind: 'refusal', reason: 'corrupt_pdf', row: null, page: 3 });
    expect(readJobFailure('empty')).toEqual({ kind: 'refusal', reason: 'empty', row: null, page: null });
  });

  it('reads error codes and job failure codes', () => {
    expect(readJobFailure('INTERNAL')).toEqual({ kind: 'error', code: 'INTERNAL' });
    expect(readJobFailure('NOT_TRAINED')).toEqual({ kind: 'error', code: 'NOT_TRAINED' });
    expect(readJobFailure('llm_timeout')).toEqual({ kind: 'job', code: 'llm_timeout' });
    expect(readJobFailure('no_knowledge')).toEqual({ kind: 'job', code: 'no_knowledge' });
  });

  it('reads an older English reason, or anything not quite a code, as text', () => {
    for (const kept of [
      'menu.csv, row 1: the first column must be Content',
      'The language model failed (unavailable): The language model failed (HTTP 503)',
      'cell_too_long@row:0',
      'cell_too_long@line:2',
      'not_a_refusal',
      'constructor',
      'internal',
      '',
    ]) {
      expect(readJobFailure(kept)).toEqual({ kind: 'text', text: kept });
    }
  });
});

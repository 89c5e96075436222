// eventGuard, the check every BFF event stream applies to a parsed payload before passing it on.
import { eventGuard } from './eventStream';

interface Job {
  job_id: string;
  state: 'running' | 'done';
  progress: number;
  note: string | null;
}

const isJob = eventGuard<Job>({ job_id: 'string', state: ['running', 'done'], progress: 'number' });

describe('eventGuard', () => {
  it('accepts an object whose listed fields have the listed types and values', () => {
    expect(isJob({ job_id: 'j1', state: 'running', progress: 0.5, note: null })).toBe(true);
  });

  it('leaves unlisted fields unchecked', () => {
    expect(isJob({ job_id: 'j1', state: 'done', progress: 1, note: 42 })).toBe(true);
  });

  it('refuses a field of the wrong type, a value outside its list and a missing field', () => {
    expect(isJob({ job_id: 1, state: 'running', progress: 0 })).toBe(false);
    expect(isJob({ job_id: 'j1', state: 'queued', progress: 0 })).toBe(false);
    expect(isJob({ job_id: 'j1', state: 'running' })).toBe(false);
  });

  it('refuses what is not an object', () => {
    expect(isJob(null)).toBe(false);
    expect(isJob('j1')).toBe(false);
    expect(isJob(undefined)).toBe(false);
  });
});

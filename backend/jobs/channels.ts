// NOTIFY channels of the job framework, one pair per kind of job, named by one scheme: the routes that start jobs
// wake the workers, and every step of a job is announced to the event streams of every replica.

/** Payload ignored: tells every replica's worker of the kind to look for work now instead of at its next poll. */
export const jobWakeChannel = (kind: string) => `job_wakeup_${kind}`;

/** Payload: the kind's progress event as JSON, at every step of one of its jobs. */
export const jobProgressChannel = (kind: string) => `job_progress_${kind}`;

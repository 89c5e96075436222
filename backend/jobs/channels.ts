// NOTIFY channels of the job system, shared by the routes that start jobs, the worker and the streams.

/** Payload ignored: tells every replica's worker to look for work now instead of at its next poll. */
export const JOBS_WAKE_CHANNEL = 'jobs_wakeup';
/** Payload: a TrainingJobDTO as JSON, at every step of a training job. */
export const TRAINING_CHANNEL = 'training';

// NOTIFY channels of prompt optimisation, shared by the routes that start jobs, the worker and the event stream.
/** Payload ignored: every replica's optimisation worker looks for work now. */
export const OPTIMIZATION_WAKE_CHANNEL = 'prompt_optimization_wakeup';
/** Payload: an OptimizationJobDTO as JSON, at every step of an optimisation. */
export const OPTIMIZATION_CHANNEL = 'prompt_optimization';

import type { ContentSummary } from './membership.decider';

/**
 * How much an expert has submitted (posts of every kind and answers) and when last: read from the
 * content read model (bound in the app module), since commands do not import projections.
 */
export interface ExpertContent {
  summary(uid: number): Promise<ContentSummary>;
}

export const EXPERT_CONTENT = Symbol('ExpertContent');

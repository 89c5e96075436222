// LINE's answers to setting and testing the channel's webhook, from the backend's DTOs.
import type { SetLineWebhookUrlPayloadResolvers, TestLineWebhookPayloadResolvers } from '../__generated__/resolvers-types';

export const SetLineWebhookUrlPayload: SetLineWebhookUrlPayloadResolvers = {
  success: (answer) => answer.success,
  webhookUrl: (answer) => answer.webhook_url,
  message: (answer) => answer.message,
};

export const TestLineWebhookPayload: TestLineWebhookPayloadResolvers = {
  success: (answer) => answer.success,
  code: (answer) => answer.code,
  statusCode: (answer) => answer.status_code,
  reason: (answer) => answer.reason,
  detail: (answer) => answer.detail,
  timestamp: (answer) => answer.timestamp,
};

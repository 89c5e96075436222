// QaGroupPage fields from the backend's QaGroupPageDTO.
import type { QaGroupPageResolvers } from '../__generated__/resolvers-types';

export const QaGroupPage: QaGroupPageResolvers = {
  pageSize: (page) => page.page_size,
};

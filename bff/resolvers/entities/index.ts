// The entity files page's resolvers (schema/graphql/entities.graphql): the query, the mutations and the types'
// fields from the backend's DTOs.
import type { EntityDataResolvers, EntityFileResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types';
import { entityTestSchema } from '../../../schema/rules/entities';
import { validationFailed } from '../../errors';
import { decodeUpload, uploadIssues } from '../../uploads';
import { parseInput } from '../../validation';

export const EntityData: EntityDataResolvers = {
  botId: (data) => data.chatbot_id,
  entityCount: (data) => data.entity_count,
  replacedFile: (data) => data.replaced_file,
};

export const EntityFile: EntityFileResolvers = {
  id: (file) => file.file_id,
  fileName: (file) => file.file_name,
  entityCount: (file) => file.entity_count,
  createdAt: (file) => file.created_at,
  updatedAt: (file) => file.updated_at,
};

export const entityQueries: Pick<QueryResolvers, 'entities'> = {
  entities: (_parent, { botId }, { dataSources }) => dataSources.entities.getData(botId),
};

export const entityMutations: Pick<MutationResolvers, 'uploadEntityFile' | 'setEntityFileActive' | 'deleteEntityFile' | 'testEntities'> = {
  uploadEntityFile: async (_parent, { input }, { dataSources }) => {
    const issues = uploadIssues(input.file, 'file');
    if (issues.length > 0) throw validationFailed(issues);
    return { data: await dataSources.entities.uploadFile(input.botId, decodeUpload(input.file)) };
  },
  setEntityFileActive: async (_parent, { input }, { dataSources }) => ({ data: await dataSources.entities.setFileActive(input.botId, input.fileId, input.active) }),
  deleteEntityFile: async (_parent, { input }, { dataSources }) => ({ data: await dataSources.entities.deleteFile(input.botId, input.fileId) }),
  testEntities: async (_parent, { input }, { dataSources }) => {
    const { text } = parseInput(entityTestSchema, { text: input.text });
    return dataSources.entities.test(input.botId, text);
  },
};

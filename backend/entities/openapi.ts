// OpenAPI response shapes of the entity files (NER); the paths come from the route table.
import { dateTime, integer, object, ref, string } from '../openapi/builders';

export const entitySchemas = {
  EntityFile: object({ file_id: string, file_name: string, active: { type: 'boolean' }, entity_count: integer, size: integer, created_at: dateTime, updated_at: dateTime }),
  EntityData: object({
    chatbot_id: string,
    files: { type: 'array', items: ref('EntityFile') },
    entity_count: { type: 'integer', description: 'Entities in active files.' },
    types: { type: 'array', items: string, description: "The active entities' types: what an answer's {entity:type} may name." },
    replaced_file: { type: ['string', 'null'], description: 'Set by an upload that replaced a stored file of the same name.' },
  }),
  FoundEntity: object({ type: string, value: { ...string, description: 'The canonical value.' }, text: { ...string, description: 'The name as the text wrote it.' } }),
  EntityTest: object({ entities: { type: 'array', items: ref('FoundEntity') } }),
};

// The basic info of a bot as the GraphQL inputs name it, in the REST body's names (create, template create, update).

interface BotBasicInput {
  name: string;
  greetingMsg: string;
  failedMsg: string;
  postbackMsg?: string | null;
  description?: string | null;
  language: string;
  package: string;
}

export function botBasicBody(input: BotBasicInput) {
  return {
    robot_name: input.name,
    greeting_msg: input.greetingMsg,
    failed_msg: input.failedMsg,
    postback_msg: input.postbackMsg ?? undefined,
    description: input.description ?? undefined,
    language: input.language,
    package: input.package,
  };
}

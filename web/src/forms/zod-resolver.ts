// Lets @mantine/form validate with the shared zod schemas of schema/rules; their messages are i18n keys,
// translated here so the form shows them in the user's language.
import type { z } from 'zod';

type Translate = (key: string) => string;

export function zodResolver<Values>(schema: z.ZodType, t: Translate): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      // The first problem of a field is the one worth showing.
      if (!(field in errors)) errors[field] = t(issue.message);
    }
    return errors;
  };
}

/** Translates a map of field → message key (e.g. server field errors) for form.setErrors. */
export function translateErrors(errors: Record<string, string>, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
}

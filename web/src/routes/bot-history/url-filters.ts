// List filters kept in the URL query string, so a filtered view can be linked and survives a reload. The keys are
// those of the REST list and CSV export (schema/rules/history.ts), checked with the same shared zod schema.
import { useEffect } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { zodResolver } from '../../forms/zod-resolver';

export type FilterValues<K extends string> = Record<K, string>;

/** The filters that are set, trimmed: an empty field means "all" and is left out. */
export function setFilters<K extends string>(values: FilterValues<K>): Partial<FilterValues<K>> {
  return Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== '')) as Partial<FilterValues<K>>;
}

/** The query string of the set filters (e.g. for the CSV download). */
export function filterQuery<K extends string>(values: FilterValues<K>): string {
  return new URLSearchParams(setFilters(values) as Record<string, string>).toString();
}

/**
 * The filters `keys` of the URL: their raw values, the schema's reading of them (null when the URL holds an invalid
 * one), a form over them that writes to the URL on submit, and a clear that removes them all.
 */
export function useUrlFilters<K extends string, Out>(keys: readonly K[], schema: z.ZodType<Out>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as FilterValues<K>;
  const rawKey = keys.map((key) => raw[key]).join('\u0000');
  const parsed = schema.safeParse(setFilters(raw));
  const validate = zodResolver<Partial<FilterValues<K>>>(schema, t);
  const form = useForm<FilterValues<K>>({ mode: 'controlled', initialValues: raw, validate: (values) => validate(setFilters(values)) });

  // The URL is the truth: a link, the back button or "clear" puts its filters back into the form.
  useEffect(() => {
    form.setValues(raw);
    form.resetDirty(raw);
    if (!parsed.success) form.validate();
  }, [rawKey]); // rawKey stands for raw: a new object each render

  const write = (values: Partial<FilterValues<K>>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const key of keys) {
        const value = values[key]?.trim() ?? '';
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return {
    raw,
    /** The schema's output for the URL's filters, or null while one of them is invalid. */
    filter: parsed.success ? parsed.data : null,
    active: keys.some((key) => raw[key] !== ''),
    form,
    apply: form.onSubmit((values) => write(values)),
    clear: () => write({}),
  };
}

export type UrlFilters<K extends string> = ReturnType<typeof useUrlFilters<K, unknown>>;

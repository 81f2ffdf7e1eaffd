import { useForm, type UseFormInput } from '@mantine/form';
import { schemaResolver, type SchemaRules } from './schema-resolver';

// Mantine's own bound: an interface of values has no index signature, so `unknown` would not fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

export type SchemaFormInput<Values extends FormValues> = Omit<UseFormInput<Values>, 'validate'> &
  SchemaRules<Values>;

/**
 * Every form of the app: Mantine's form checked by the contract's schema (`schema-resolver.ts`).
 * Uncontrolled unless the form asks otherwise: an input keeps its own value, so a keystroke does
 * not draw the form again. A form whose layout follows a value as it changes (a choice that shows
 * other fields) passes `mode: 'controlled'`.
 */
export function useSchemaForm<Values extends FormValues>({
  schema,
  input,
  fields,
  lists,
  issueText,
  ...options
}: SchemaFormInput<Values>) {
  return useForm<Values>({
    mode: 'uncontrolled',
    ...options,
    validate: schemaResolver<Values>({ schema, input, fields, lists, issueText }),
  });
}

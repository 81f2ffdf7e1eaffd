/**
 * A form's rules are the contract's zod schema, never a second copy of them: the values (or a body
 * built from them) are parsed with the schema, and each issue becomes the message under its field.
 * Written here rather than taken from a package: it is a dozen lines, it needs no zod import of its
 * own (the web app gets zod only through the contract), and it maps the API's paths to the form's
 * fields the same way a refusal from the server does (decision 056).
 */

import { i18n } from '@/lib/i18n/i18n';

/** What the resolver reads of a zod issue; zod 4's issues fit as they are. */
export interface FormIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  /** too_big / too_small: the limit of the rule. */
  maximum?: number | bigint;
  minimum?: number | bigint;
}

/** What the resolver needs of a schema: any zod 4 schema fits. */
export interface FormSchema {
  safeParse(
    input: unknown,
    params?: { error?: () => string },
  ): { success: true } | { success: false; error: { issues: readonly FormIssue[] } };
}

/**
 * The form's own text for an issue on `field`, in the user's language; `undefined` keeps the
 * contract's (Russian) message.
 */
export type IssueText<Field extends string = string> = (
  field: Field,
  issue: FormIssue,
) => string | undefined;

export interface SchemaRules<Values> {
  /** The contract's schema, or the one that applies to these values (a choice picks the rules). */
  schema: FormSchema | ((values: Values) => FormSchema);
  /** The schema's input built from the form's values (default: the values themselves). */
  input?: (values: Values) => unknown;
  /** API paths the form calls differently, e.g. `{ 'contact.name': 'name' }`. */
  fields?: Readonly<Record<string, string>>;
  /**
   * List fields whose rows are the form's own rows (`variants`): an issue at `variants.0.sku`
   * stays under that row's input instead of landing on the list as a whole.
   */
  lists?: readonly string[];
  issueText?: IssueText<Extract<keyof Values, string>>;
}

/**
 * The schema, and beside it what a service checks beyond it (`checks` of the same input), merged
 * into one list of issues. Beside rather than as a refinement: zod skips an object's refinement
 * once one of its fields has failed in a way it cannot go on from, and a form names every field
 * in error at once.
 */
export function withChecks<Input>(
  schema: FormSchema,
  checks: (input: Input) => readonly FormIssue[],
): FormSchema {
  return {
    safeParse(input, params) {
      const parsed = schema.safeParse(input, params);
      const issues = [...(parsed.success ? [] : parsed.error.issues), ...checks(input as Input)];
      return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
    },
  };
}

/** The form field an API path lands on: its renaming, else its own name, else its first part. */
export function formFieldOf(
  path: string,
  fields?: Readonly<Record<string, string>>,
  lists?: readonly string[],
): string {
  const top = path.split('.')[0]!;
  if (lists?.includes(top)) return fields?.[path] ?? path;
  return fields?.[path] ?? fields?.[top] ?? top;
}

/** Mantine's `validate` as a function: the first issue of each field is its message. */
export function schemaResolver<Values>(rules: SchemaRules<Values>) {
  return (values: Values): Record<string, string> => {
    const schema = typeof rules.schema === 'function' ? rules.schema(values) : rules.schema;
    // A rule the contract gave no message of its own says what a refused field says.
    const result = schema.safeParse(rules.input ? rules.input(values) : values, {
      error: () => i18n.t('errorDefaults.field'),
    });
    if (result.success) return {};
    const errors: Record<string, string> = {};
    // An issue about the field as a whole says more than one about a part of it (too many tags
    // rather than one tag too long); otherwise the first issue of a field is its message.
    const whole = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = formFieldOf(path, rules.fields, rules.lists);
      const isWhole = issue.path.length <= 1;
      if (field in errors && (whole.has(field) || !isWhole)) continue;
      if (isWhole) whole.add(field);
      errors[field] =
        rules.issueText?.(field as Extract<keyof Values, string>, issue) ?? issue.message;
    }
    return errors;
  };
}

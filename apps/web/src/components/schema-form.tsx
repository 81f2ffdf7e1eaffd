import {
  Button,
  Group,
  Stack,
  type ButtonProps,
  type GroupProps,
  type MantineSpacing,
} from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { FormErrorAlert } from './form-error-alert';

// Mantine's own bound (as `useSchemaForm`'s): an interface of values has no index signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

/** What a submit may do besides sending: let the next move through (it leaves the page). */
export interface SchemaFormSubmit {
  release: () => void;
}

export interface SchemaFormProps<Values extends FormValues> {
  /**
   * The form's `useSchemaForm`: its contract check runs first and the first refused field is
   * shown; without it the form keeps its values itself and `onSubmit` gets none.
   */
  form?: UseFormReturnType<Values>;
  /**
   * Sends the form. A returned promise (a `mutateAsync`) holds every further submit until it
   * settles; its rejection is the form's own to show (the mutation's `onError`).
   */
  onSubmit: (values: Values, submit: SchemaFormSubmit) => unknown;
  /** Besides showing the first refused field: what else a refused form says (a toast). */
  onInvalid?: (errors: FormErrors) => void;
  /** The request is under way: the button spins and a submit is not taken. */
  pending?: boolean;
  /** The form-level message of a refused submit (above the button). */
  error?: string | null;
  errorTestId?: string;
  /** The alert above the fields rather than above the button (the sign-in pages). */
  alertFirst?: boolean;
  submitLabel: ReactNode;
  submitProps?: ButtonProps & { 'data-testid'?: string };
  /** False while there is nothing to send: the button is off. */
  canSubmit?: boolean;
  /** Buttons before the submit button (e.g. «Отмена»); the row is set right. */
  actions?: ReactNode;
  /** The row of `actions` and the button, where a form sets it otherwise. */
  actionsProps?: GroupProps;
  /**
   * Asks before leaving with unsaved changes (`useLeaveGuard`): `true` or the sentence that says
   * what is not saved. Unsaved is `dirty`, or else the form's `isDirty()`.
   */
  leaveGuard?: boolean | string;
  dirty?: boolean;
  gap?: MantineSpacing;
  /** One row of a single field and its button (a setting), the alert under it. */
  inline?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * Every form's frame: the fields, the form's alert, the submit button, the question before
 * leaving unsaved changes and one request for a double click (the second submit is dropped while
 * the first is being sent).
 */
export function SchemaForm<Values extends FormValues>({
  form,
  onSubmit,
  onInvalid,
  pending = false,
  error = null,
  errorTestId,
  alertFirst = false,
  submitLabel,
  submitProps,
  canSubmit = true,
  actions,
  actionsProps,
  leaveGuard = false,
  dirty,
  gap = 'sm',
  inline = false,
  children,
  ...labels
}: SchemaFormProps<Values>) {
  const guarding = leaveGuard !== false && (dirty ?? form?.isDirty() ?? false);
  const guard = useLeaveGuard(guarding, typeof leaveGuard === 'string' ? leaveGuard : undefined);
  // A ref, not state: two clicks in one tick both see the first render's `pending`.
  const sending = useRef(false);

  const send = (values: Values) => {
    sending.current = true;
    let result: unknown;
    try {
      result = onSubmit(values, guard);
    } finally {
      if (!(result instanceof Promise)) sending.current = false;
    }
    if (result instanceof Promise) {
      result
        .catch(() => undefined)
        .finally(() => {
          sending.current = false;
        });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || pending || !canSubmit) return;
    if (form)
      form.onSubmit(send, (errors, values, submitEvent) => {
        onInvalid?.(errors);
        revealFirstErrorOf(errors, values, submitEvent);
      })(event);
    else send({} as Values);
  };

  const button = (
    <Button type="submit" loading={pending} disabled={!canSubmit} {...submitProps}>
      {submitLabel}
    </Button>
  );
  const alert = <FormErrorAlert message={error} testId={errorTestId} />;
  if (inline) {
    return (
      <form noValidate onSubmit={submit} {...labels}>
        <Stack gap={gap}>
          <Group align="end" gap={gap} wrap="wrap">
            {children}
            {button}
          </Group>
          {alert}
        </Stack>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={submit} {...labels}>
      <Stack gap={gap}>
        {alertFirst && alert}
        {children}
        {!alertFirst && alert}
        {actions ? (
          <Group justify="flex-end" {...actionsProps}>
            {actions}
            {button}
          </Group>
        ) : (
          button
        )}
      </Stack>
    </form>
  );
}

import {
  Button,
  Group,
  Stack,
  type ButtonProps,
  type GroupProps,
  type MantineSpacing,
} from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { FormErrorAlert } from './form-error-alert';

// Mantine's own bound (as `useSchemaForm`'s): an interface of values has no index signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

/** What a submit may do besides sending. */
export interface SchemaFormSubmit {
  /** Lets the next move through (the save leaves the page). */
  release: () => void;
  /** The form drawn: a field the server refuses is revealed in it (`applyFormError`'s `revealIn`). */
  formElement: HTMLFormElement;
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
  /**
   * False: a refused submit leaves the page and the focus where they are, the first refused field
   * is not scrolled to (the outfit builder, whose toast says what is missing).
   */
  revealInvalid?: boolean;
  /**
   * Runs on a submit that is taken, before the check: what the inputs hold outside the values
   * joins them first (the text left in a tags field becomes a tag).
   */
  beforeCheck?: () => void;
  /** The request is under way: the button spins and a submit is not taken. */
  pending?: boolean;
  /** The form-level message of a refused submit (above the button). */
  error?: string | null;
  errorTestId?: string;
  /** The alert above the fields rather than above the button (the sign-in pages). */
  alertFirst?: boolean;
  /**
   * Fields given as a function: the alert comes with the button, just above it where the fields
   * place it (the checkout's summary card), rather than after the fields.
   */
  alertWithButton?: boolean;
  submitLabel: ReactNode;
  submitProps?: ButtonProps & { 'data-testid'?: string };
  /** False while there is nothing to send: the button is off. */
  canSubmit?: boolean;
  /**
   * A submit that succeeded keeps every further one dropped: the page moves on from it (a placed
   * order opens its page) and the form is not sent again on the way.
   */
  lockAfterSuccess?: boolean;
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
  /**
   * The form's own layout (a grid of columns), set on the `<form>`: the fields are then its
   * children, without the frame's stack around them.
   */
  className?: string;
  /** One row of a single field and its button (a setting), the alert under it. */
  inline?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * The fields. A form laid out in columns places the submit button itself: given as a function,
   * the fields get the button and put it where it belongs (`actions` are not drawn then).
   */
  children: ReactNode | ((button: ReactNode) => ReactNode);
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
  revealInvalid = true,
  beforeCheck,
  pending = false,
  error = null,
  errorTestId,
  submitLabel,
  submitProps,
  canSubmit = true,
  lockAfterSuccess = false,
  leaveGuard = false,
  dirty,
  gap = 'sm',
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...layout
}: SchemaFormProps<Values>) {
  const guarding = leaveGuard !== false && (dirty ?? form?.isDirty() ?? false);
  const releaseRef = useRef(() => {});
  const { sending, send } = useOneSubmitAtATime(onSubmit, lockAfterSuccess);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending() || pending || !canSubmit) return;
    const taken: SchemaFormSubmit = {
      release: () => releaseRef.current(),
      formElement: event.currentTarget,
    };
    beforeCheck?.();
    if (form)
      form.onSubmit(
        (values) => send(values, taken),
        (errors, values, submitEvent) => {
          onInvalid?.(errors);
          if (revealInvalid) revealFirstErrorOf(errors, values, submitEvent);
        },
      )(event);
    else send({} as Values, taken);
  };

  const body = (
    <FormBody
      gap={gap}
      alert={<FormErrorAlert message={error} testId={errorTestId} />}
      button={
        <Button type="submit" loading={pending} disabled={!canSubmit} {...submitProps}>
          {submitLabel}
        </Button>
      }
      {...layout}
    />
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={className}
    >
      {leaveGuard !== false && (
        <LeaveGuard
          active={guarding}
          text={typeof leaveGuard === 'string' ? leaveGuard : undefined}
          releaseRef={releaseRef}
        />
      )}
      {className ? body : <Stack gap={gap}>{body}</Stack>}
    </form>
  );
}

/**
 * The question before leaving, mounted only in a form that asks it: the router keeps one blocker
 * a page, so an unguarded form beside a guarded one must not hold one of its own.
 */
function LeaveGuard({
  active,
  text,
  releaseRef,
}: {
  active: boolean;
  text?: string;
  releaseRef: RefObject<() => void>;
}) {
  const guard = useLeaveGuard(active, text);
  useEffect(() => {
    releaseRef.current = guard.release;
  }, [guard.release, releaseRef]);
  return null;
}

/**
 * Runs a submit and holds every further one until it has returned, or until the promise it
 * returned settles (with `lockAfterSuccess`, until it fails). A ref, not state: two submits in one
 * tick both see the first render's `pending`.
 */
function useOneSubmitAtATime<Args extends unknown[]>(
  submit: (...args: Args) => unknown,
  lockAfterSuccess: boolean,
) {
  const sending = useRef(false);
  const settle = (succeeded: boolean) => {
    sending.current = succeeded && lockAfterSuccess;
  };
  const send = (...args: Args) => {
    sending.current = true;
    let result: unknown;
    try {
      result = submit(...args);
    } catch (error) {
      settle(false);
      throw error;
    }
    if (result instanceof Promise) {
      result.then(
        () => settle(true),
        () => settle(false),
      );
    } else settle(true);
  };
  return { sending: () => sending.current, send };
}

/** The form's inside in its layout: the fields, the alert and the button (and its row). */
function FormBody({
  gap,
  alert,
  button,
  alertFirst = false,
  alertWithButton = false,
  actions,
  actionsProps,
  inline = false,
  children,
}: Pick<
  SchemaFormProps<FormValues>,
  'gap' | 'alertFirst' | 'alertWithButton' | 'actions' | 'actionsProps' | 'inline' | 'children'
> & { alert: ReactNode; button: ReactNode }) {
  if (typeof children === 'function') {
    if (alertWithButton) {
      return children(
        <>
          {alert}
          {button}
        </>,
      );
    }
    return (
      <>
        {alertFirst && alert}
        {children(button)}
        {!alertFirst && alert}
      </>
    );
  }
  if (inline) {
    return (
      <>
        <Group align="end" gap={gap} wrap="wrap">
          {children}
          {button}
        </Group>
        {alert}
      </>
    );
  }
  return (
    <>
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
    </>
  );
}

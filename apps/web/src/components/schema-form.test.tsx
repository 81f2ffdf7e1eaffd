import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderNoteCreateSchema } from '@shop/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { renderWithProviders } from '@/testing/render-app';
import { SchemaForm } from './schema-form';

/** A form as the app writes one: the contract's schema, a request, its refusal in the alert. */
function NoteForm({
  send,
  revealInvalid,
}: {
  send: (text: string) => Promise<void>;
  revealInvalid?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: send });
  const form = useSchemaForm<{ text: string }>({
    mode: 'controlled',
    initialValues: { text: '' },
    schema: orderNoteCreateSchema,
  });
  return (
    <SchemaForm
      form={form}
      aria-label="Заметка"
      leaveGuard
      revealInvalid={revealInvalid}
      error={error}
      pending={save.isPending}
      submitLabel="Сохранить"
      onSubmit={({ text }) => {
        setError(null);
        return save.mutateAsync(text, { onError: () => setError('Заметку не удалось сохранить') });
      }}
    >
      <TextInput label="Текст" {...form.getInputProps('text')} />
    </SchemaForm>
  );
}

/** A note kept outside the values until it is sent, as a tags field keeps the text typed. */
function DraftNoteForm({ sent }: { sent: string[] }) {
  const [draft, setDraft] = useState('');
  const form = useSchemaForm<{ text: string }>({
    mode: 'controlled',
    initialValues: { text: '' },
    schema: orderNoteCreateSchema,
  });
  return (
    <SchemaForm
      form={form}
      aria-label="Заметка"
      submitLabel="Сохранить"
      beforeCheck={() => {
        form.setFieldValue('text', draft);
        setDraft('');
      }}
      onSubmit={({ text }) => void sent.push(text)}
    >
      <TextInput
        label="Черновик"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
    </SchemaForm>
  );
}

describe('SchemaForm', () => {
  it('shows a refused submit in the form’s alert and keeps what was typed', async () => {
    const { user } = renderWithProviders(
      <NoteForm send={() => Promise.reject(new Error('refused'))} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Текст' }), 'Позвонить');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Заметку не удалось сохранить');
    expect(screen.getByRole('textbox', { name: 'Текст' })).toHaveValue('Позвонить');
  });

  it('sends nothing the schema refuses and says why under the field', async () => {
    const sent: string[] = [];
    const { user } = renderWithProviders(<NoteForm send={async (text) => void sent.push(text)} />);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Напишите заметку')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('takes a refused form to its first refused field, unless told to stay put', async () => {
    const first = renderWithProviders(<NoteForm send={async () => undefined} />);
    await first.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Текст' })).toHaveFocus());
    first.unmount();

    const { user } = renderWithProviders(
      <NoteForm send={async () => undefined} revealInvalid={false} />,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    await user.click(button);
    expect(await screen.findByText('Напишите заметку')).toBeInTheDocument();
    // The reveal looks for the field over a few frames: past them, the focus has not moved.
    await new Promise<void>((done) => {
      const frames = (left: number) =>
        left === 0 ? done() : requestAnimationFrame(() => frames(left - 1));
      frames(4);
    });
    expect(button).toHaveFocus();
  });

  it('sends one request for a double click', async () => {
    const sent: string[] = [];
    const answers: Array<() => void> = [];
    const { user } = renderWithProviders(
      <NoteForm
        send={(text) => {
          sent.push(text);
          return new Promise<void>((resolve) => answers.push(resolve));
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Текст' }), 'Позвонить');
    await user.dblClick(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).not.toHaveLength(0));
    answers.forEach((answer) => answer());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    expect(sent).toEqual(['Позвонить']);
  });

  it('takes no second submit until the first one’s promise settles, even before it shows', async () => {
    let calls = 0;
    let answer: () => void = () => undefined;
    renderWithProviders(
      <SchemaForm
        aria-label="Без состояния"
        submitLabel="Отправить"
        onSubmit={() => {
          calls += 1;
          return new Promise<void>((resolve) => (answer = resolve));
        }}
      >
        {null}
      </SchemaForm>,
    );
    const form = screen.getByRole('form', { name: 'Без состояния' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(calls).toBe(1);

    answer();
    await waitFor(() => {
      fireEvent.submit(form);
      expect(calls).toBe(2);
    });
  });

  it('asks before leaving a changed form, and lets an unchanged one go', async () => {
    const { user, router } = renderWithProviders(<NoteForm send={async () => undefined} />, {
      route: '/notes',
    });
    await router.navigate('/elsewhere');
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Текст' }), 'Позвонить');
    void router.navigate('/notes');
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.getByRole('textbox', { name: 'Текст' })).toHaveValue('Позвонить');
  });

  it('asks for a changed form with an unguarded form on the same page, which holds no blocker', async () => {
    // The router keeps one blocker a page: a second one is refused with a warning.
    const warn = vi.spyOn(console, 'warn');
    const { user, router } = renderWithProviders(
      <>
        <SchemaForm aria-label="Поиск" submitLabel="Найти" onSubmit={() => undefined}>
          <TextInput label="Что искать" />
        </SchemaForm>
        <NoteForm send={async () => undefined} />
      </>,
      { route: '/notes' },
    );
    await user.type(screen.getByRole('textbox', { name: 'Текст' }), 'Позвонить');
    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    await user.click(within(dialog).getByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/one blocker/);
    warn.mockRestore();
  });

  it('takes what the inputs hold outside the values into them before the check', async () => {
    const sent: string[] = [];
    const { user } = renderWithProviders(<DraftNoteForm sent={sent} />);
    await user.type(screen.getByRole('textbox', { name: 'Черновик' }), 'Позвонить');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(sent).toEqual(['Позвонить']));
    expect(screen.queryByText('Напишите заметку')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Черновик' })).toHaveValue('');
  });

  it('lets fields given as a function place the button among them', () => {
    renderWithProviders(
      <SchemaForm aria-label="Колонки" submitLabel="Сохранить" onSubmit={() => undefined}>
        {(button) => <section aria-label="Правая колонка">{button}</section>}
      </SchemaForm>,
    );
    const column = screen.getByRole('region', { name: 'Правая колонка' });
    expect(within(column).getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });

  it('sets its own layout class on the form, the fields its children, the alert with the button', () => {
    renderWithProviders(
      <SchemaForm
        aria-label="Сетка"
        className="grid"
        error="Не получилось"
        alertWithButton
        submitLabel="Сохранить"
        onSubmit={() => undefined}
      >
        {(button) => (
          <>
            <section aria-label="Поля" />
            <section aria-label="Итог">{button}</section>
          </>
        )}
      </SchemaForm>,
    );
    const form = screen.getByRole('form', { name: 'Сетка' });
    expect(form).toHaveClass('grid');
    expect(screen.getByRole('region', { name: 'Поля' }).parentElement).toBe(form);
    const summary = screen.getByRole('region', { name: 'Итог' });
    expect(summary.parentElement).toBe(form);
    expect(within(summary).getByRole('alert')).toHaveTextContent('Не получилось');
    expect(within(summary).getByRole('alert').nextElementSibling).toBe(
      within(summary).getByRole('button', { name: 'Сохранить' }),
    );
  });

  it('stays locked after a success with lockAfterSuccess, and takes a submit after a failure', async () => {
    let calls = 0;
    let answer: { resolve: () => void; reject: () => void } | null = null;
    renderWithProviders(
      <SchemaForm
        aria-label="Заказ"
        submitLabel="Подтвердить"
        lockAfterSuccess
        onSubmit={() => {
          calls += 1;
          return new Promise<void>((resolve, reject) => (answer = { resolve, reject }));
        }}
      >
        {null}
      </SchemaForm>,
    );
    const form = screen.getByRole('form', { name: 'Заказ' });
    fireEvent.submit(form);
    answer!.reject();
    await waitFor(() => {
      fireEvent.submit(form);
      expect(calls).toBe(2);
    });

    answer!.resolve();
    await new Promise((settled) => setTimeout(settled, 0));
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(calls).toBe(2);
  });
});

import { Stack, Text, Textarea } from '@mantine/core';
import { ORDER_NOTE_MAX, orderNoteCreateSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '@/components/list-loading';
import { SchemaForm } from '@/components/schema-form';
import { errorTextOr } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useAddOrderNote } from '../api/add-order-note';
import { useOrderNotes } from '../api/get-order-notes';

/** The staff's notes on an order, newest first, and a form to add one; never the shopper's. */
export function OrderNotes({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const notes = useOrderNotes(orderId);
  const add = useAddOrderNote();
  // Controlled: the button follows the text as it is typed.
  const form = useSchemaForm<{ text: string }>({
    mode: 'controlled',
    initialValues: { text: '' },
    schema: orderNoteCreateSchema,
  });

  const submit = ({ text }: { text: string }) =>
    add.mutateAsync(
      { id: orderId, body: { text: text.trim() } },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('adminOrders.detail.notes.added'));
        },
        onError: (err) =>
          form.setFieldError('text', errorTextOr(err, t('adminOrders.detail.notes.failed'))),
      },
    );

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t('adminOrders.detail.notes.hint')}
      </Text>
      {/* The refusal stays under the note it is about, not in an alert. */}
      <SchemaForm
        form={form}
        onSubmit={submit}
        gap="xs"
        pending={add.isPending}
        canSubmit={form.isValid()}
        submitLabel={t('adminOrders.detail.notes.add')}
        submitProps={{ variant: 'light', style: { alignSelf: 'flex-start' } }}
      >
        <Textarea
          label={t('adminOrders.detail.notes.label')}
          placeholder={t('adminOrders.detail.notes.placeholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={ORDER_NOTE_MAX}
          {...form.getInputProps('text')}
        />
      </SchemaForm>
      {notes.isPending ? (
        <ListLoading />
      ) : notes.isError ? (
        <Text size="sm" c="red.7">
          {t('adminOrders.detail.notes.loadFailed')}
        </Text>
      ) : notes.data.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminOrders.detail.notes.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {notes.data.notes.map((note) => (
            <li key={note.id}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
              <Text size="xs" c="dimmed">
                {t('adminOrders.detail.notes.by', {
                  author: note.author.name,
                  date: formatDate(note.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

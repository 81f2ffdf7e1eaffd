import type { OrderNote, OrderNotes } from '@shop/contract';
import { assertCan } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { OrderNoteRow } from './order-work.repository';
import type { Viewer } from './order-policy';
import type { OrdersContext } from './orders.context';

/** Who wrote a note, as the note keeps it: the name, else the email. */
export type NoteAuthor = Viewer & {
  firstName: string | null;
  lastName: string | null;
  email: string;
};

const noteOf = (row: OrderNoteRow): OrderNote => ({
  id: row.id,
  text: row.text,
  author: { id: row.authorId, name: row.authorName },
  created_at: row.createdAt.toISOString(),
});

type OrderNotesDeps = Pick<OrdersContext, 'db' | 'repo'>;

/**
 * The staff's notes on an order. They live apart from the order's detail, which the shopper
 * reads too, so no shopper's answer can carry them; reading and writing them is managing orders.
 */
export function createOrderNotes({ db, repo }: OrderNotesDeps) {
  async function managed(viewer: Viewer, id: number) {
    const row = await repo.get(id, db);
    if (!row) throw notFound('Order');
    assertCan(viewer, 'manage', { type: 'order', ownerId: row.userId }, 'Only staff see notes');
    return row;
  }

  return {
    /** GET /api/orders/{id}/notes: newest first. */
    async notes(viewer: Viewer, id: number): Promise<OrderNotes> {
      await managed(viewer, id);
      return { notes: (await repo.notes(id, db)).map(noteOf) };
    },

    /** POST /api/orders/{id}/notes. */
    async addNote(author: NoteAuthor, id: number, text: string): Promise<OrderNote> {
      await managed(author, id);
      const name = [author.firstName, author.lastName].filter(Boolean).join(' ') || author.email;
      const row = await repo.insertNote(
        { orderId: id, authorId: author.id, authorName: name, text },
        db,
      );
      return noteOf(row);
    },
  };
}

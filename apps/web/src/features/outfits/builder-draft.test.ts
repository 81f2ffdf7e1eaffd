import { describe, expect, it } from 'vitest';
import {
  emptyBuilderValues,
  emptyPieces,
  emptySelection,
  type BuilderPick,
  type OwnPick,
} from './builder-form';
import {
  draftKey,
  keepAvailable,
  readDraft,
  sameItemSet,
  samePieceSet,
  sameValues,
  writeDraft,
} from './builder-draft';

const pick = (id: number, category: BuilderPick['category'] = 'top'): BuilderPick => ({
  id,
  name: `Вещь ${id}`,
  brand: 'Бренд',
  category,
  image_url: null,
  price: 100,
});

describe('the builder draft', () => {
  it('is kept per user and per outfit', () => {
    expect(draftKey(3, null)).toBe('outfit-draft:3:new');
    expect(draftKey(3, 90)).toBe('outfit-draft:3:90');
  });

  it('reads back what was written; a value of another shape is forgotten', () => {
    const values = { ...emptyBuilderValues(), name: 'Образ', items: emptySelection() };
    values.items.top = [pick(1)];
    writeDraft('k', { values, photo: { source: 'upload', url: '/media/p.webp' } });
    expect(readDraft('k')).toEqual({ values, photo: { source: 'upload', url: '/media/p.webp' } });

    window.localStorage.setItem('k', '{"version":1,"values":{"name":5}}');
    expect(readDraft('k')).toBeNull();
    expect(window.localStorage.getItem('k')).toBeNull();
    window.localStorage.setItem('k', 'not json');
    expect(readDraft('k')).toBeNull();
  });

  it('keeps each pick in its own category only', () => {
    const values = { ...emptyBuilderValues(), items: emptySelection() };
    values.items.top = [pick(1), pick(2, 'bottom')];
    writeDraft('k', { values, photo: null });
    expect(readDraft('k')?.values.items.top.map((p) => p.id)).toEqual([1]);
  });

  it('compares values and item sets, and drops the items that are gone', () => {
    const a = { ...emptyBuilderValues(), items: { ...emptySelection(), top: [pick(1), pick(2)] } };
    const b = { ...a, items: { ...emptySelection(), top: [pick(2), pick(1)] } };
    expect(sameValues(a, { ...a })).toBe(true);
    expect(sameValues(a, b)).toBe(false);
    expect(sameValues(a, { ...a, name: 'x' })).toBe(false);
    expect(sameItemSet(a.items, b.items)).toBe(true);
    expect(sameItemSet(a.items, emptySelection())).toBe(false);
    expect(keepAvailable(a.items, [2]).top.map((p) => p.id)).toEqual([2]);
  });

  it('keeps own pieces in their slots, reads an older draft as having none, and compares them', () => {
    const own = (id: number, slot: OwnPick['slot'] = 'top'): OwnPick => ({
      id,
      slot,
      name: `Своя ${id}`,
      kind: null,
      image_url: null,
    });
    const values = { ...emptyBuilderValues(), pieces: { ...emptyPieces(), top: [own(7)] } };
    values.pieces.bottom = [own(8, 'top')];
    writeDraft('k', { values, photo: null });
    const read = readDraft('k')!.values;
    expect(read.pieces.top.map((p) => p.id)).toEqual([7]);
    expect(read.pieces.bottom).toEqual([]);
    expect(sameValues(read, { ...read, pieces: emptyPieces() })).toBe(false);
    expect(samePieceSet(read.pieces, { ...emptyPieces(), top: [own(7)] })).toBe(true);
    expect(samePieceSet(read.pieces, emptyPieces())).toBe(false);

    window.localStorage.setItem(
      'k',
      JSON.stringify({
        version: 1,
        values: { name: '', style: '', description: '', is_public: true, items: {} },
        photo: null,
      }),
    );
    expect(readDraft('k')!.values.pieces).toEqual(emptyPieces());
  });
});

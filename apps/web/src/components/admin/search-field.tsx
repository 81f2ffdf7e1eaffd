import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before a list searches. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list's hold on its search box, for what must not wait for typing to pause (the list's CSV
 * export): the text the box holds, trimmed as the list searches it.
 */
export interface SearchBox {
  /**
   * Searches what the box holds now if the list does not search it yet (typing had not paused),
   * and answers it.
   */
  settle: () => string;
}

/**
 * A list's search box: the list searches once typing pauses; Enter searches at once, and so does
 * the box leaving the screen (a drawer closed) with typing not yet searched. `ref` lets the list
 * take the box's text at once (`SearchBox`).
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  ref,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  ref?: Ref<SearchBox>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // What this box last asked the list to search: when the address arrives at it, the box may
  // already hold more letters, typed meanwhile, which stay.
  const [asked, setAsked] = useState<string | null>(null);
  const search = (q: string) => {
    setAsked(q);
    onSearch(q);
  };
  const debounced = useDebouncedCallback((q: string) => search(q.trim()), {
    delay: SEARCH_DEBOUNCE_MS,
    flushOnUnmount: true,
  });

  // The address changed by itself (back button, a link): show what is searched.
  const [searched, setSearched] = useState(value);
  if (searched !== value) {
    setSearched(value);
    if (value !== asked) setText(value);
    setAsked(null);
  }

  useImperativeHandle(ref, () => ({
    settle() {
      // The box itself: what was typed, even before React has drawn it.
      const q = (input.current?.value ?? text).trim();
      debounced.cancel();
      if (q !== value) search(q);
      return q;
    },
  }));

  return (
    <TextInput
      ref={input}
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          debounced.cancel();
          search(text.trim());
        } else if (event.key === 'Escape' && event.currentTarget.closest('[role="dialog"]')) {
          // In a drawer Escape closes the drawer. A search box's own Escape would empty the box
          // first, and that empty search was then applied or not by whether the drawer was gone
          // before typing's pause: a slow phone lost its search.
          event.preventDefault();
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('catalog.search.clear')}
            onClick={() => {
              setText('');
              debounced.cancel();
              search('');
            }}
          />
        ) : null
      }
    />
  );
}

import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before a list searches. */
export const SEARCH_DEBOUNCE_MS = 350;

/** A list's search box: the list searches once typing pauses; Enter searches at once. */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback((q: string) => onSearch(q.trim()), SEARCH_DEBOUNCE_MS);

  // The address changed by itself (back button, a link): show what is searched.
  const [searched, setSearched] = useState(value);
  if (searched !== value) {
    setSearched(value);
    setText(value);
  }

  return (
    <TextInput
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
          onSearch(text.trim());
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
              onSearch('');
            }}
          />
        ) : null
      }
    />
  );
}

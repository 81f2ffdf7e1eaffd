import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_MIN_CHARS } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { firstWords } from '../filters';
import { useSearchText } from '../hooks/use-search-text';

/**
 * The catalogue search box: what is typed applies SEARCH_DEBOUNCE_MS after the last keystroke,
 * from SEARCH_MIN_CHARS trimmed characters; shorter input means an unfiltered list. `value` is the applied search (from
 * the URL); when it changes from outside (reset, a shared link) the box follows.
 */
export function CatalogSearch({
  value,
  onSearch,
  focusKey,
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  /** The box takes the focus whenever this changes to a value (the header's search icon). */
  focusKey?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusKey) input.current?.focus();
  }, [focusKey]);
  const { text, setText, applyNow } = useSearchText(value, onSearch);

  const trimmedLength = text.trim().length;
  const tooShort = trimmedLength > 0 && trimmedLength < SEARCH_MIN_CHARS;

  return (
    <TextInput
      ref={input}
      type="search"
      value={text}
      // A pasted paragraph becomes its first words: the box holds no more than a search takes.
      onChange={(event) => setText(firstWords(event.currentTarget.value))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') applyNow(text);
      }}
      aria-label={t('catalog.search.label')}
      placeholder={t('catalog.search.placeholder')}
      leftSection={<IconSearch size={18} stroke={1.7} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('catalog.search.clear')}
            onClick={() => {
              setText('');
              applyNow('');
            }}
          />
        ) : null
      }
      description={tooShort ? t('catalog.search.tooShort', { min: SEARCH_MIN_CHARS }) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      radius="xl"
      size="md"
      enterKeyHint="search"
      autoComplete="off"
      style={{ flex: 1 }}
    />
  );
}

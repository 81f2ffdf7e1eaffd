import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * A search box: the magnifier, a clear button while there is text, and 'Введите не меньше 2
 * символов' under it while the trimmed text is too short to search.
 */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  tooShortText,
  tooShort,
  ...props
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The text under the box while the search is too short. */
  tooShortText: string;
  tooShort: boolean;
} & Omit<TextInputProps, 'value' | 'onChange'>) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={18} stroke={1.7} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} />
        ) : null
      }
      rightSectionPointerEvents="auto"
      description={tooShort ? tooShortText : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      radius="xl"
      size="md"
      enterKeyHint="search"
      autoComplete="off"
      {...props}
    />
  );
}

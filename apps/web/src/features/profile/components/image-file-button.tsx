import { Button, FileButton, type ButtonProps } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { checkImageFile, IMAGE_FILE_ACCEPT } from '@/lib/image-file';
import { notifyError } from '@/lib/notify';

/**
 * Picks one image and checks it on the client first (type, format, size): a refused file gets
 * its toast ('Неверный тип файла', 'Файл слишком большой') and is never sent.
 */
export function ImageFileButton({
  onFile,
  children,
  inputLabel,
  ...buttonProps
}: {
  onFile: (file: File) => void;
  children: ReactNode;
  /** Accessible name of the hidden file input (tests and assistive tech find it by it). */
  inputLabel: string;
} & ButtonProps) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={resetRef}
      accept={IMAGE_FILE_ACCEPT}
      multiple={false}
      inputProps={{ 'aria-label': inputLabel }}
      onChange={(file) => {
        resetRef.current?.();
        if (!file) return;
        const problem = checkImageFile(file);
        if (problem) {
          notifyError(problem.message, { title: problem.title, id: `file:${problem.title}` });
          return;
        }
        onFile(file);
      }}
    >
      {(props) => (
        <Button {...buttonProps} {...props}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}

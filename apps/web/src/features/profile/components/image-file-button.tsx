import { Button, FileButton, type ButtonProps } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { UPLOAD_IMAGE_EXTENSIONS, UPLOAD_IMAGE_TYPES } from '@shop/contract';
import { notifyError } from '@/lib/notify';
import { checkImageFile } from '../profile-form';

const ACCEPT = [...UPLOAD_IMAGE_TYPES, ...UPLOAD_IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(
  ',',
);

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
      accept={ACCEPT}
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

/** What every upload control takes as a form control: its value is the uploaded file's address. */
export interface UploadFieldProps {
  value?: string | null;
  onChange?: (url: string) => void;
  /** Called with the file that was sent, once uploaded (photo pages read its size and dimensions). */
  onUploaded?: (url: string, file: File) => void;
  label?: string;
  tip?: string;
  disabled?: boolean;
  /** Whether the finished file can be removed (optional fields). */
  clearable?: boolean;
}

/** The `onDone` of `useUpload` for a form control: the form gets the address, the page the file. */
export function reportUploaded(p: Pick<UploadFieldProps, 'onChange' | 'onUploaded'>) {
  return (url: string, file: File) => {
    p.onChange?.(url);
    p.onUploaded?.(url, file);
  };
}

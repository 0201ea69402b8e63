import type { FormEvent, ReactNode, RefObject } from 'react';
import { FieldError } from './field-error';
import { buttonSecondary } from './styles';

type Props = {
  dialog: RefObject<HTMLDialogElement | null>;
  /** Base of the dialog's ids: `{id}-title`, and `{id}-error` for the error its fields point at. */
  id: string;
  title: string;
  intro: string;
  /** Width in rem on a wide screen; the dialog keeps a 1 rem margin on a narrow one. */
  widthRem: 32 | 36;
  error: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The submit button (its words and tone are the dialog's). */
  submit: ReactNode;
  cancel: string;
  children: ReactNode;
};

const widths = { 32: 'w-[min(32rem,calc(100vw-2rem))]', 36: 'w-[min(36rem,calc(100vw-2rem))]' };

/** A modal form: title, intro, fields, one error for them all, submit and cancel (which closes it). */
export function FormDialog({
  dialog,
  id,
  title,
  intro,
  widthRem,
  error,
  onSubmit,
  onClose,
  submit,
  cancel,
  children,
}: Props) {
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className={`m-auto ${widths[widthRem]} rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
          {title}
        </h2>
        <p className="text-steel-800">{intro}</p>
        {children}
        <FieldError id={error ? `${id}-error` : undefined} message={error} />
        <div className="flex flex-wrap gap-2">
          {submit}
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

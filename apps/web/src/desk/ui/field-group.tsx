import type { ReactNode } from 'react';

type Props = {
  /** The group's id: the error summary's link moves focus here (hence `tabIndex={-1}`). */
  id: string;
  /** The ids of the group's intro, hint or error, read with the group's name. */
  describedBy: string | undefined;
  legend: ReactNode;
  children: ReactNode;
};

/** The editors' framed group of fields (a list, a nested group), named by its legend. */
export function FieldGroup({ id, describedBy, legend, children }: Props) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      className="rounded-card border border-steel-300 p-3 sm:p-4"
    >
      <legend className="px-1 font-display text-xl text-petrol-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

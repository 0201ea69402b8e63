/** The look every control of the form shares, so the prerendered selects and the comboboxes line up. */
export const controlClass =
  'block min-h-12 w-full rounded-sm border border-steel-500 bg-white px-3 py-2 text-base text-steel-900 ' +
  'placeholder:text-steel-500 hover:border-steel-700 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

export const labelClass = 'block font-bold text-steel-900';

export const hintClass = 'mt-1 block text-sm text-steel-700';

/** Class lists shared by the desk's controls, so every button and field looks and focuses alike. */
export const buttonPrimary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-card bg-petrol-800 px-4 py-2 font-semibold text-white hover:bg-petrol-700 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
export const buttonSecondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-card border border-steel-400 bg-white px-4 py-2 font-semibold text-petrol-900 hover:bg-steel-100 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
export const buttonDanger =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-card border border-signal-700 bg-white px-3 py-2 font-semibold text-signal-800 hover:bg-signal-300/30 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
export const inputClass =
  'block min-h-11 w-full rounded-card border border-steel-500 bg-white px-3 py-2 text-steel-900 aria-[invalid=true]:border-signal-700';
export const labelClass = 'mb-1 block font-semibold text-steel-800';
export const cardClass = 'rounded-card border border-steel-200 bg-white p-4 sm:p-6';
export const linkClass = 'font-semibold text-petrol-700 underline underline-offset-2 hover:text-petrol-900';

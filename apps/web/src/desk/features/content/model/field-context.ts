/**
 * Lists repeat field names ("Title" in every entry), so a field's accessible name also says where it sits:
 * "Title (Value 2)". The visible label stays short; the fieldset around it shows the same context.
 */
export function inContext(name: string, context: string | undefined): string {
  return context ? `${name} (${context})` : name;
}

/** The context for the fields inside a group or list entry named `label`. */
export function nestedContext(context: string | undefined, label: string | undefined): string | undefined {
  if (!label) return context;
  return context ? `${context}, ${label}` : label;
}

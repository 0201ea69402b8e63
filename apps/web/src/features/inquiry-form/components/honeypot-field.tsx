/**
 * A field only bots fill in. It is moved off-screen (not `display: none`, which some bots skip) and hidden
 * from assistive technology and the Tab order, so no person ever meets it.
 */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute top-auto -start-[10000px] size-px overflow-hidden">
      <label htmlFor="inquiry-website">{label}</label>
      <input id="inquiry-website" type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

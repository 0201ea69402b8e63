type Props = {
  labels: string[];
  /** Every header cell's classes (a table's header cells look alike). */
  cellClassName: string;
  rowClassName?: string | undefined;
  headClassName?: string | undefined;
};

/** A table's head: one column header (`scope="col"`) per label, in order. */
export function ColumnHeaders({ labels, cellClassName, rowClassName, headClassName }: Props) {
  return (
    <thead className={headClassName}>
      <tr className={rowClassName}>
        {labels.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

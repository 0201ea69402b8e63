import { PageHeading } from './page-heading';

/** A settings page's title and intro, and the status line that announces what was just saved or deleted. */
export function PageHeadWithNotice({
  title,
  intro,
  notice,
}: {
  title: string;
  intro: string;
  notice: string;
}) {
  return (
    <>
      <PageHeading title={title}>{title}</PageHeading>
      <p className="text-steel-700">{intro}</p>
      {/* Present from the start, so what is written into it is announced. */}
      <p role="status" aria-live="polite" className="font-semibold text-petrol-900">
        {notice}
      </p>
    </>
  );
}

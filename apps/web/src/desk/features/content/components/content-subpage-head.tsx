import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { PageHeading } from '../../../ui/page-heading';
import { linkClass } from '../../../ui/styles';

/** A page under Content (site languages, site texts): the way back to the overview, its title and intro. */
export function ContentSubpageHead({ title, intro }: { title: string; intro: string }) {
  const { t } = useDeskI18n();
  return (
    <>
      <p>
        <Link to="/desk/content" className={linkClass}>
          {t.content.editor.back}
        </Link>
      </p>
      <PageHeading title={title}>{title}</PageHeading>
      <p className="max-w-prose text-steel-800">{intro}</p>
    </>
  );
}

import { Link } from 'react-router';
import { PageHeading } from '../ui/page-heading';
import { linkClass } from '../ui/styles';
import { useDeskI18n } from './desk-i18n';

export function NotFoundPage() {
  const { t } = useDeskI18n();
  return (
    <div className="space-y-4">
      <PageHeading title={t.notFound.title}>{t.notFound.title}</PageHeading>
      <p>{t.errors.notFound}</p>
      <Link to="/desk" className={linkClass}>
        {t.notFound.back}
      </Link>
    </div>
  );
}

import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDeskI18n } from './desk-i18n';

/** The desk-wide content search in the header; results open on `/desk/search?q=`. */
export function ContentSearchBox() {
  const { t } = useDeskI18n();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const current = location.pathname === '/desk/search' ? (searchParams.get('q') ?? '') : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) navigate(`/desk/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <search>
      <form onSubmit={submit} className="flex items-center gap-1" key={current}>
        <label htmlFor={id} className="sr-only">
          {t.collections.search.label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={current}
          className="min-h-11 w-44 rounded-card border border-petrol-200 bg-white px-3 py-2 text-steel-900"
        />
        <button
          type="submit"
          className="inline-flex size-11 items-center justify-center rounded-card border border-petrol-200 text-white hover:bg-petrol-800"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only">{t.collections.search.button}</span>
        </button>
      </form>
    </search>
  );
}

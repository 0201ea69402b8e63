import { sitedeskVersion } from '@sitedesk/shared/release';
import {
  Briefcase,
  ChartLine,
  FileText,
  ImageIcon,
  Inbox,
  LayoutTemplate,
  type LucideIcon,
  Mail,
  Menu,
  Newspaper,
  Package,
  ScrollText,
  Settings,
  Split,
  UserSearch,
  Users,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useMailbox } from '../features/mailbox/api/get-mailbox';
import { useCan } from '../session/session-context';
import { AccountMenu } from './account-menu';
import { ContentSearchBox } from './content-search-box';
import { useDeskI18n } from './desk-i18n';
import { LanguageSelect } from './language-select';
import { LiveIndicator } from './live-indicator';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-card px-3 py-2 font-semibold ${
    isActive ? 'bg-petrol-700 text-white' : 'text-petrol-100 hover:bg-petrol-800 hover:text-white'
  }`;

/**
 * The signed-in frame: skip link, header with navigation, language and account, the main landmark, and a
 * footer naming the release.
 * Below the large breakpoint the navigation is a menu behind one button, so a phone shows the page first
 * instead of a row of links to scroll sideways; it closes when a link is followed or on Escape.
 */
export function DeskShell({ children }: { children: ReactNode }) {
  const { t } = useDeskI18n();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu; `pathname` is the trigger.
  useEffect(() => setMenuOpen(false), [pathname]);
  const canReadInquiries = useCan('inquiries:read');
  const canManageUsers = useCan('users:manage');
  const canManageSettings = useCan('settings:manage');
  const canManagePeople = useCan('people:manage');
  const canEditContent = useCan('content:edit');
  const canReadAuditLog = useCan('audit:read');
  // The dev mailbox exists only with MAIL_DRIVER=dev; the link shows when the API answers it.
  const mailbox = useMailbox(canManageSettings);
  // The navigation in its order, each entry shown to whoever may use its page.
  const entries: { to: string; label: string; Icon: LucideIcon; isShown: boolean; isEnd?: boolean }[] = [
    { to: '/desk', label: t.nav.inbox, Icon: Inbox, isShown: canReadInquiries, isEnd: true },
    { to: '/desk/dashboard', label: t.nav.dashboard, Icon: ChartLine, isShown: canReadInquiries },
    { to: '/desk/content', label: t.nav.content, Icon: FileText, isShown: canEditContent },
    {
      to: '/desk/collections/news',
      label: t.collections.names.news,
      Icon: Newspaper,
      isShown: canEditContent,
    },
    {
      to: '/desk/collections/products',
      label: t.collections.names.products,
      Icon: Package,
      isShown: canEditContent,
    },
    {
      to: '/desk/collections/jobs',
      label: t.collections.names.jobs,
      Icon: Briefcase,
      isShown: canEditContent,
    },
    {
      to: '/desk/collections/pages',
      label: t.collections.names.pages,
      Icon: LayoutTemplate,
      isShown: canEditContent,
    },
    { to: '/desk/media', label: t.nav.media, Icon: ImageIcon, isShown: canEditContent },
    { to: '/desk/team', label: t.nav.team, Icon: Users, isShown: canManageUsers },
    { to: '/desk/settings', label: t.nav.settings, Icon: Settings, isShown: canManageSettings },
    { to: '/desk/routing', label: t.routing.nav, Icon: Split, isShown: canManageSettings },
    { to: '/desk/audit-log', label: t.nav.auditLog, Icon: ScrollText, isShown: canReadAuditLog },
    { to: '/desk/people', label: t.people.nav, Icon: UserSearch, isShown: canManagePeople },
    { to: '/desk/mailbox', label: t.nav.mailbox, Icon: Mail, isShown: mailbox.data !== undefined },
  ];

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only rounded-card bg-white p-3 font-semibold text-petrol-900 focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50"
      >
        {t.skipToContent}
      </a>
      <header className="surface-dark bg-petrol-900 text-white">
        <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href="/desk" className="font-display text-2xl tracking-wide text-white">
            {t.appName}
          </a>
          <button
            type="button"
            id="desk-nav-toggle"
            className="inline-flex min-h-11 items-center gap-2 rounded-card border border-petrol-700 px-3 py-2 font-semibold text-white hover:bg-petrol-800 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="desk-nav-links"
            onClick={() => setMenuOpen(!isMenuOpen)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-4" />
            ) : (
              <Menu aria-hidden="true" className="size-4" />
            )}
            {isMenuOpen ? t.nav.closeMenu : t.nav.openMenu}
          </button>
          <nav
            aria-label={t.nav.label}
            className="order-last w-full lg:order-none lg:w-auto"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && isMenuOpen) {
                setMenuOpen(false);
                document.getElementById('desk-nav-toggle')?.focus();
              }
            }}
          >
            <ul
              id="desk-nav-links"
              className={`${isMenuOpen ? 'mt-2 flex' : 'hidden'} flex-col gap-1 lg:mt-0 lg:flex lg:flex-row lg:flex-wrap`}
            >
              {entries
                .filter((entry) => entry.isShown)
                .map(({ to, label, Icon, isEnd }) => (
                  <li key={to}>
                    <NavLink to={to} end={isEnd} className={navLinkClass}>
                      <Icon aria-hidden="true" className="size-4" />
                      {label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          <div className="ms-auto flex flex-wrap items-center gap-4">
            {canEditContent && <ContentSearchBox />}
            {canReadInquiries && <LiveIndicator />}
            <LanguageSelect />
            <AccountMenu />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-page px-4 py-6 sm:py-8">
        {children}
      </main>
      {/* Which release runs, for whoever reports a problem (decision 194); signed-in staff only. */}
      <footer className="mx-auto max-w-page px-4 pb-6 text-sm text-steel-700">
        {t.appName} · {t.release} <bdi dir="ltr">{sitedeskVersion}</bdi>
      </footer>
    </div>
  );
}

import type { SiteRoute } from '@sitedesk/shared/collections/published';
import type { ComponentType } from 'react';
import type { PageKey } from './site-context';

type PageLoader = () => Promise<ComponentType>;

/** Each page is its own chunk: the home page never downloads the code of the imprint. */
export const pageLoaders: Record<PageKey, PageLoader> = {
  home: () => import('../pages/home-page').then((module) => module.HomePage),
  solutions: () => import('../pages/solutions-page').then((module) => module.SolutionsPage),
  sustainability: () => import('../pages/sustainability-page').then((module) => module.SustainabilityPage),
  company: () => import('../pages/company-page').then((module) => module.CompanyPage),
  contact: () => import('../pages/contact-page').then((module) => module.ContactPage),
  imprint: () => import('../pages/imprint-page').then((module) => module.ImprintPage),
  privacy: () => import('../pages/privacy-page').then((module) => module.PrivacyPage),
  notFound: () => import('../pages/not-found-page').then((module) => module.NotFoundPage),
};

const collectionPageLoaders = {
  newsList: () => import('../pages/news-list-page').then((module) => module.NewsListPage),
  jobsList: () => import('../pages/careers-page').then((module) => module.CareersPage),
  news: () => import('../pages/news-entry-page').then((module) => module.NewsEntryPage),
  products: () => import('../pages/product-page').then((module) => module.ProductPage),
  jobs: () => import('../pages/job-page').then((module) => module.JobPage),
  pages: () => import('../pages/editor-page').then((module) => module.EditorPage),
} satisfies Record<string, PageLoader>;

/** The component that renders a route; the page reads what it shows from the site state. */
export function routePageLoader(route: SiteRoute): PageLoader {
  switch (route.kind) {
    case 'page':
      return pageLoaders[route.page];
    case 'newsList':
      return collectionPageLoaders.newsList;
    case 'jobsList':
      return collectionPageLoaders.jobsList;
    case 'entry':
      return collectionPageLoaders[route.collection];
  }
}
